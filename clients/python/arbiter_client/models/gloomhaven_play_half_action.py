from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_play_half_action_half import check_gloomhaven_play_half_action_half
from ..models.gloomhaven_play_half_action_half import GloomhavenPlayHalfActionHalf
from ..models.gloomhaven_play_half_action_type import check_gloomhaven_play_half_action_type
from ..models.gloomhaven_play_half_action_type import GloomhavenPlayHalfActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenPlayHalfAction")



@_attrs_define
class GloomhavenPlayHalfAction:
    """ play the top of one played card or the bottom of the other (basic: Attack 2 / Move 2 instead)

        Attributes:
            basic (bool):
            card (int):
            character (int): index of the character in state.characters
            half (GloomhavenPlayHalfActionHalf):
            player (int): the acting seat
            type_ (GloomhavenPlayHalfActionType):
     """

    basic: bool
    card: int
    character: int
    half: GloomhavenPlayHalfActionHalf
    player: int
    type_: GloomhavenPlayHalfActionType





    def to_dict(self) -> dict[str, Any]:
        basic = self.basic

        card = self.card

        character = self.character

        half: str = self.half

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "basic": basic,
            "card": card,
            "character": character,
            "half": half,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basic = d.pop("basic")

        card = d.pop("card")

        character = d.pop("character")

        half = check_gloomhaven_play_half_action_half(d.pop("half"))




        player = d.pop("player")

        type_ = check_gloomhaven_play_half_action_type(d.pop("type"))




        gloomhaven_play_half_action = cls(
            basic=basic,
            card=card,
            character=character,
            half=half,
            player=player,
            type_=type_,
        )

        return gloomhaven_play_half_action

