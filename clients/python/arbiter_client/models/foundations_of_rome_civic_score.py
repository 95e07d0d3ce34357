from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_civic_score_building import check_foundations_of_rome_civic_score_building
from ..models.foundations_of_rome_civic_score_building import FoundationsOfRomeCivicScoreBuilding
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeCivicScore")



@_attrs_define
class FoundationsOfRomeCivicScore:
    """ 
        Attributes:
            building (FoundationsOfRomeCivicScoreBuilding):
            lots (list[str]):
            vp (int):
     """

    building: FoundationsOfRomeCivicScoreBuilding
    lots: list[str]
    vp: int





    def to_dict(self) -> dict[str, Any]:
        building: str = self.building

        lots = self.lots



        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "lots": lots,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = check_foundations_of_rome_civic_score_building(d.pop("building"))




        lots = cast(list[str], d.pop("lots"))


        vp = d.pop("vp")

        foundations_of_rome_civic_score = cls(
            building=building,
            lots=lots,
            vp=vp,
        )

        return foundations_of_rome_civic_score

