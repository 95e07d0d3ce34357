from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenPickType3")



@_attrs_define
class GloomhavenPickType3:
    """ 
        Attributes:
            exhausted (bool):
     """

    exhausted: bool





    def to_dict(self) -> dict[str, Any]:
        exhausted = self.exhausted


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "exhausted": exhausted,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        exhausted = d.pop("exhausted")

        gloomhaven_pick_type_3 = cls(
            exhausted=exhausted,
        )

        return gloomhaven_pick_type_3

