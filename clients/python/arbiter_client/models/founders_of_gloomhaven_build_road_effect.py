from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_build_road_effect_effect import check_founders_of_gloomhaven_build_road_effect_effect
from ..models.founders_of_gloomhaven_build_road_effect_effect import FoundersOfGloomhavenBuildRoadEffectEffect
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenBuildRoadEffect")



@_attrs_define
class FoundersOfGloomhavenBuildRoadEffect:
    """ 
        Attributes:
            count (int):
            effect (FoundersOfGloomhavenBuildRoadEffectEffect):
     """

    count: int
    effect: FoundersOfGloomhavenBuildRoadEffectEffect





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        effect: str = self.effect


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "effect": effect,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        effect = check_founders_of_gloomhaven_build_road_effect_effect(d.pop("effect"))




        founders_of_gloomhaven_build_road_effect = cls(
            count=count,
            effect=effect,
        )

        return founders_of_gloomhaven_build_road_effect

