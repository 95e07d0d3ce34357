from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_opens_type_4_type import check_gloomhaven_rule_setup_lock_doors_opens_type_4_type
from ..models.gloomhaven_rule_setup_lock_doors_opens_type_4_type import GloomhavenRuleSetupLockDoorsOpensType4Type
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLockDoorsOpensType4")



@_attrs_define
class GloomhavenRuleSetupLockDoorsOpensType4:
    """ 
        Attributes:
            type_ (GloomhavenRuleSetupLockDoorsOpensType4Type):
     """

    type_: GloomhavenRuleSetupLockDoorsOpensType4Type





    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_gloomhaven_rule_setup_lock_doors_opens_type_4_type(d.pop("type"))




        gloomhaven_rule_setup_lock_doors_opens_type_4 = cls(
            type_=type_,
        )

        return gloomhaven_rule_setup_lock_doors_opens_type_4

