from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundationsOfRomeLotMarkerScore")



@_attrs_define
class FoundationsOfRomeLotMarkerScore:
    """ 
        Attributes:
            count (int):
            vp (int):
     """

    count: int
    vp: int





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        vp = d.pop("vp")

        foundations_of_rome_lot_marker_score = cls(
            count=count,
            vp=vp,
        )

        return foundations_of_rome_lot_marker_score

