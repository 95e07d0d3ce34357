from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_end_turn_action_type import check_foundations_of_rome_end_turn_action_type
from ..models.foundations_of_rome_end_turn_action_type import FoundationsOfRomeEndTurnActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeEndTurnAction")



@_attrs_define
class FoundationsOfRomeEndTurnAction:
    """ end your turn after its action (Trading: no more trades; Invocations: an extra action not taken)

        Attributes:
            player (int): the acting seat
            type_ (FoundationsOfRomeEndTurnActionType):
     """

    player: int
    type_: FoundationsOfRomeEndTurnActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = check_foundations_of_rome_end_turn_action_type(d.pop("type"))




        foundations_of_rome_end_turn_action = cls(
            player=player,
            type_=type_,
        )

        return foundations_of_rome_end_turn_action

