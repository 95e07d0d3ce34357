from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_first_player_action_type import check_founders_of_gloomhaven_first_player_action_type
from ..models.founders_of_gloomhaven_first_player_action_type import FoundersOfGloomhavenFirstPlayerActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenFirstPlayerAction")



@_attrs_define
class FoundersOfGloomhavenFirstPlayerAction:
    """ the table picks the start player

        Attributes:
            outcome (int):
            player (int): the chance seat
            type_ (FoundersOfGloomhavenFirstPlayerActionType):
     """

    outcome: int
    player: int
    type_: FoundersOfGloomhavenFirstPlayerActionType





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

        type_ = check_founders_of_gloomhaven_first_player_action_type(d.pop("type"))




        founders_of_gloomhaven_first_player_action = cls(
            outcome=outcome,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_first_player_action

