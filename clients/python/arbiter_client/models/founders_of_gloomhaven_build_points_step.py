from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_build_points_step_do import check_founders_of_gloomhaven_build_points_step_do
from ..models.founders_of_gloomhaven_build_points_step_do import FoundersOfGloomhavenBuildPointsStepDo
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenBuildPointsStep")



@_attrs_define
class FoundersOfGloomhavenBuildPointsStep:
    """ 
        Attributes:
            do (FoundersOfGloomhavenBuildPointsStepDo):
            tile (int): index into the state's tiles
     """

    do: FoundersOfGloomhavenBuildPointsStepDo
    tile: int





    def to_dict(self) -> dict[str, Any]:
        do: str = self.do

        tile = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "do": do,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        do = check_founders_of_gloomhaven_build_points_step_do(d.pop("do"))




        tile = d.pop("tile")

        founders_of_gloomhaven_build_points_step = cls(
            do=do,
            tile=tile,
        )

        return founders_of_gloomhaven_build_points_step

