from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_use_item_action_type import check_gloomhaven_use_item_action_type
from ..models.gloomhaven_use_item_action_type import GloomhavenUseItemActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenUseItemAction")



@_attrs_define
class GloomhavenUseItemAction:
    """ use an equipped item at this moment of the character's turn (docs/gloomhaven.md: Items)

        Attributes:
            character (int): index of the character in state.characters
            item (int):
            player (int): the acting seat
            type_ (GloomhavenUseItemActionType):
     """

    character: int
    item: int
    player: int
    type_: GloomhavenUseItemActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        item = self.item

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "item": item,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        item = d.pop("item")

        player = d.pop("player")

        type_ = check_gloomhaven_use_item_action_type(d.pop("type"))




        gloomhaven_use_item_action = cls(
            character=character,
            item=item,
            player=player,
            type_=type_,
        )

        return gloomhaven_use_item_action

