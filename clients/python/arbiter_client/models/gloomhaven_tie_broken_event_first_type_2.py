from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenTieBrokenEventFirstType2")



@_attrs_define
class GloomhavenTieBrokenEventFirstType2:
    """ 
        Attributes:
            escort (str):
     """

    escort: str





    def to_dict(self) -> dict[str, Any]:
        escort = self.escort


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "escort": escort,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        escort = d.pop("escort")

        gloomhaven_tie_broken_event_first_type_2 = cls(
            escort=escort,
        )

        return gloomhaven_tie_broken_event_first_type_2

