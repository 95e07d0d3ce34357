from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundersOfGloomhavenViewAdviserDeck")



@_attrs_define
class FoundersOfGloomhavenViewAdviserDeck:
    """ 
        Attributes:
            field_0 (int):
            field_1 (int):
            field_3 (int):
     """

    field_0: int
    field_1: int
    field_3: int





    def to_dict(self) -> dict[str, Any]:
        field_0 = self.field_0

        field_1 = self.field_1

        field_3 = self.field_3


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "0": field_0,
            "1": field_1,
            "3": field_3,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field_0 = d.pop("0")

        field_1 = d.pop("1")

        field_3 = d.pop("3")

        founders_of_gloomhaven_view_adviser_deck = cls(
            field_0=field_0,
            field_1=field_1,
            field_3=field_3,
        )

        return founders_of_gloomhaven_view_adviser_deck

