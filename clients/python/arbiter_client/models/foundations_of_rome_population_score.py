from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundationsOfRomePopulationScore")



@_attrs_define
class FoundationsOfRomePopulationScore:
    """ vp < 0: the Consul's penalty

        Attributes:
            citizens (int):
            vp (int):
     """

    citizens: int
    vp: int





    def to_dict(self) -> dict[str, Any]:
        citizens = self.citizens

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "citizens": citizens,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        citizens = d.pop("citizens")

        vp = d.pop("vp")

        foundations_of_rome_population_score = cls(
            citizens=citizens,
            vp=vp,
        )

        return foundations_of_rome_population_score

