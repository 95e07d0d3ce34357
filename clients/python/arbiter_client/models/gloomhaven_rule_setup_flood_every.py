from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenRuleSetupFloodEvery")



@_attrs_define
class GloomhavenRuleSetupFloodEvery:
    """ 
        Attributes:
            field_2 (int):
            field_3 (int):
            field_4 (int):
     """

    field_2: int
    field_3: int
    field_4: int





    def to_dict(self) -> dict[str, Any]:
        field_2 = self.field_2

        field_3 = self.field_3

        field_4 = self.field_4


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "2": field_2,
            "3": field_3,
            "4": field_4,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field_2 = d.pop("2")

        field_3 = d.pop("3")

        field_4 = d.pop("4")

        gloomhaven_rule_setup_flood_every = cls(
            field_2=field_2,
            field_3=field_3,
            field_4=field_4,
        )

        return gloomhaven_rule_setup_flood_every

