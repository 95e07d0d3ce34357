from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_monument_component_value_per_adjacent import FoundationsOfRomeMonumentComponentValuePerAdjacent





T = TypeVar("T", bound="FoundationsOfRomeMonumentComponentValue")



@_attrs_define
class FoundationsOfRomeMonumentComponentValue:
    """ 
        Attributes:
            citizens (int | Unset):
            per_adjacent (FoundationsOfRomeMonumentComponentValuePerAdjacent | Unset):
            silver (int | Unset):
            vp (int | Unset):
     """

    citizens: int | Unset = UNSET
    per_adjacent: FoundationsOfRomeMonumentComponentValuePerAdjacent | Unset = UNSET
    silver: int | Unset = UNSET
    vp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_monument_component_value_per_adjacent import FoundationsOfRomeMonumentComponentValuePerAdjacent # noqa: PLC0415
        citizens = self.citizens

        per_adjacent: dict[str, Any] | Unset = UNSET
        if not isinstance(self.per_adjacent, Unset):
            per_adjacent = self.per_adjacent.to_dict()

        silver = self.silver

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if citizens is not UNSET:
            field_dict["citizens"] = citizens
        if per_adjacent is not UNSET:
            field_dict["per_adjacent"] = per_adjacent
        if silver is not UNSET:
            field_dict["silver"] = silver
        if vp is not UNSET:
            field_dict["vp"] = vp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_monument_component_value_per_adjacent import FoundationsOfRomeMonumentComponentValuePerAdjacent # noqa: PLC0415
        d = dict(src_dict)
        citizens = d.pop("citizens", UNSET)

        _per_adjacent = d.pop("per_adjacent", UNSET)
        per_adjacent: FoundationsOfRomeMonumentComponentValuePerAdjacent | Unset
        if isinstance(_per_adjacent,  Unset):
            per_adjacent = UNSET
        else:
            per_adjacent = FoundationsOfRomeMonumentComponentValuePerAdjacent.from_dict(_per_adjacent)




        silver = d.pop("silver", UNSET)

        vp = d.pop("vp", UNSET)

        foundations_of_rome_monument_component_value = cls(
            citizens=citizens,
            per_adjacent=per_adjacent,
            silver=silver,
            vp=vp,
        )

        return foundations_of_rome_monument_component_value

