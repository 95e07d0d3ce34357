from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_short_rest_card_action_type import check_gloomhaven_short_rest_card_action_type
from ..models.gloomhaven_short_rest_card_action_type import GloomhavenShortRestCardActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenShortRestCardAction")



@_attrs_define
class GloomhavenShortRestCardAction:
    """ the table: the card drawn at random from the discards in a short rest

        Attributes:
            outcome (int):
            player (int): the chance seat
            type_ (GloomhavenShortRestCardActionType):
     """

    outcome: int
    player: int
    type_: GloomhavenShortRestCardActionType





    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "outcome": outcome,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = d.pop("outcome")

        player = d.pop("player")

        type_ = check_gloomhaven_short_rest_card_action_type(d.pop("type"))




        gloomhaven_short_rest_card_action = cls(
            outcome=outcome,
            player=player,
            type_=type_,
        )

        return gloomhaven_short_rest_card_action

