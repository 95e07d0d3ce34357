from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_opens_type_8_type import check_gloomhaven_rule_setup_lock_doors_opens_type_8_type
from ..models.gloomhaven_rule_setup_lock_doors_opens_type_8_type import GloomhavenRuleSetupLockDoorsOpensType8Type
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLockDoorsOpensType8")



@_attrs_define
class GloomhavenRuleSetupLockDoorsOpensType8:
    """ 
        Attributes:
            count (int):
            type_ (GloomhavenRuleSetupLockDoorsOpensType8Type):
     """

    count: int
    type_: GloomhavenRuleSetupLockDoorsOpensType8Type





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        type_ = check_gloomhaven_rule_setup_lock_doors_opens_type_8_type(d.pop("type"))




        gloomhaven_rule_setup_lock_doors_opens_type_8 = cls(
            count=count,
            type_=type_,
        )

        return gloomhaven_rule_setup_lock_doors_opens_type_8

