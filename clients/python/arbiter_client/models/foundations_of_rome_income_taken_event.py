from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_income_taken_event_type import check_foundations_of_rome_income_taken_event_type
from ..models.foundations_of_rome_income_taken_event_type import FoundationsOfRomeIncomeTakenEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeIncomeTakenEvent")



@_attrs_define
class FoundationsOfRomeIncomeTakenEvent:
    """ a player took income

        Attributes:
            player (int):
            silver (int):
            type_ (FoundationsOfRomeIncomeTakenEventType):
     """

    player: int
    silver: int
    type_: FoundationsOfRomeIncomeTakenEventType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        silver = self.silver

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "silver": silver,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        silver = d.pop("silver")

        type_ = check_foundations_of_rome_income_taken_event_type(d.pop("type"))




        foundations_of_rome_income_taken_event = cls(
            player=player,
            silver=silver,
            type_=type_,
        )

        return foundations_of_rome_income_taken_event

