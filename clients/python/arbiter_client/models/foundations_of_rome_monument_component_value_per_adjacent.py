from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_monument_component_value_per_adjacent_gives import check_foundations_of_rome_monument_component_value_per_adjacent_gives
from ..models.foundations_of_rome_monument_component_value_per_adjacent_gives import FoundationsOfRomeMonumentComponentValuePerAdjacentGives
from ..models.foundations_of_rome_monument_component_value_per_adjacent_per import check_foundations_of_rome_monument_component_value_per_adjacent_per
from ..models.foundations_of_rome_monument_component_value_per_adjacent_per import FoundationsOfRomeMonumentComponentValuePerAdjacentPer
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeMonumentComponentValuePerAdjacent")



@_attrs_define
class FoundationsOfRomeMonumentComponentValuePerAdjacent:
    """ 
        Attributes:
            amount (int):
            divisor (int):
            gives (FoundationsOfRomeMonumentComponentValuePerAdjacentGives):
            per (FoundationsOfRomeMonumentComponentValuePerAdjacentPer):
     """

    amount: int
    divisor: int
    gives: FoundationsOfRomeMonumentComponentValuePerAdjacentGives
    per: FoundationsOfRomeMonumentComponentValuePerAdjacentPer





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        divisor = self.divisor

        gives: str = self.gives

        per: str = self.per


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "divisor": divisor,
            "gives": gives,
            "per": per,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        divisor = d.pop("divisor")

        gives = check_foundations_of_rome_monument_component_value_per_adjacent_gives(d.pop("gives"))




        per = check_foundations_of_rome_monument_component_value_per_adjacent_per(d.pop("per"))




        foundations_of_rome_monument_component_value_per_adjacent = cls(
            amount=amount,
            divisor=divisor,
            gives=gives,
            per=per,
        )

        return foundations_of_rome_monument_component_value_per_adjacent

