from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_short_rest_action_type import check_gloomhaven_short_rest_action_type
from ..models.gloomhaven_short_rest_action_type import GloomhavenShortRestActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenShortRestAction")



@_attrs_define
class GloomhavenShortRestAction:
    """ short rest at the end of the round (needs 2 discards): lose a random discard, take the rest back

        Attributes:
            character (int): index of the character in state.characters
            player (int): the acting seat
            rest (bool):
            type_ (GloomhavenShortRestActionType):
     """

    character: int
    player: int
    rest: bool
    type_: GloomhavenShortRestActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        player = self.player

        rest = self.rest

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "player": player,
            "rest": rest,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        player = d.pop("player")

        rest = d.pop("rest")

        type_ = check_gloomhaven_short_rest_action_type(d.pop("type"))




        gloomhaven_short_rest_action = cls(
            character=character,
            player=player,
            rest=rest,
            type_=type_,
        )

        return gloomhaven_short_rest_action

