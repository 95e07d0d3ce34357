from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_steal_action_type import check_foundations_of_rome_steal_action_type
from ..models.foundations_of_rome_steal_action_type import FoundationsOfRomeStealActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeStealAction")



@_attrs_define
class FoundationsOfRomeStealAction:
    """ Stealing (a free action on your turn): take another player's empty lot, paying a 2 VP Favor token

        Attributes:
            lot (str): a lot, column A–J and row 1–10
            player (int): the acting seat
            type_ (FoundationsOfRomeStealActionType):
     """

    lot: str
    player: int
    type_: FoundationsOfRomeStealActionType





    def to_dict(self) -> dict[str, Any]:
        lot = self.lot

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lot": lot,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lot = d.pop("lot")

        player = d.pop("player")

        type_ = check_foundations_of_rome_steal_action_type(d.pop("type"))




        foundations_of_rome_steal_action = cls(
            lot=lot,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_steal_action

