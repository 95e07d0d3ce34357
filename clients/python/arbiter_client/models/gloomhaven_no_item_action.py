from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_no_item_action_type import check_gloomhaven_no_item_action_type
from ..models.gloomhaven_no_item_action_type import GloomhavenNoItemActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenNoItemAction")



@_attrs_define
class GloomhavenNoItemAction:
    """ use no item against this attack

        Attributes:
            character (int): index of the character in state.characters
            player (int): the acting seat
            type_ (GloomhavenNoItemActionType):
     """

    character: int
    player: int
    type_: GloomhavenNoItemActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        player = d.pop("player")

        type_ = check_gloomhaven_no_item_action_type(d.pop("type"))




        gloomhaven_no_item_action = cls(
            character=character,
            player=player,
            type_=type_,
        )

        return gloomhaven_no_item_action

