from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_keep_card_action_type import check_gloomhaven_keep_card_action_type
from ..models.gloomhaven_keep_card_action_type import GloomhavenKeepCardActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenKeepCardAction")



@_attrs_define
class GloomhavenKeepCardAction:
    """ short rest: suffer 1 damage to keep the card drawn and lose another random one (keep), or lose it

        Attributes:
            character (int): index of the character in state.characters
            keep (bool):
            player (int): the acting seat
            type_ (GloomhavenKeepCardActionType):
     """

    character: int
    keep: bool
    player: int
    type_: GloomhavenKeepCardActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        keep = self.keep

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "keep": keep,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        keep = d.pop("keep")

        player = d.pop("player")

        type_ = check_gloomhaven_keep_card_action_type(d.pop("type"))




        gloomhaven_keep_card_action = cls(
            character=character,
            keep=keep,
            player=player,
            type_=type_,
        )

        return gloomhaven_keep_card_action

