from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_building_kind import check_foundations_of_rome_building_kind
from ..models.foundations_of_rome_building_kind import FoundationsOfRomeBuildingKind
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeBuilding")



@_attrs_define
class FoundationsOfRomeBuilding:
    """ 
        Attributes:
            kind (FoundationsOfRomeBuildingKind):
            lots (list[str]):
            owner (int):
     """

    kind: FoundationsOfRomeBuildingKind
    lots: list[str]
    owner: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        lots = self.lots



        owner = self.owner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "lots": lots,
            "owner": owner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_foundations_of_rome_building_kind(d.pop("kind"))




        lots = cast(list[str], d.pop("lots"))


        owner = d.pop("owner")

        foundations_of_rome_building = cls(
            kind=kind,
            lots=lots,
            owner=owner,
        )

        return foundations_of_rome_building

