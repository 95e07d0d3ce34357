from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenPickType2")



@_attrs_define
class GloomhavenPickType2:
    """ 
        Attributes:
            rest (bool):
     """

    rest: bool





    def to_dict(self) -> dict[str, Any]:
        rest = self.rest


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rest": rest,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rest = d.pop("rest")

        gloomhaven_pick_type_2 = cls(
            rest=rest,
        )

        return gloomhaven_pick_type_2

