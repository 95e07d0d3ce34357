from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_opens_type_3_type import check_gloomhaven_rule_setup_lock_doors_opens_type_3_type
from ..models.gloomhaven_rule_setup_lock_doors_opens_type_3_type import GloomhavenRuleSetupLockDoorsOpensType3Type
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLockDoorsOpensType3")



@_attrs_define
class GloomhavenRuleSetupLockDoorsOpensType3:
    """ 
        Attributes:
            monster (str):
            type_ (GloomhavenRuleSetupLockDoorsOpensType3Type):
     """

    monster: str
    type_: GloomhavenRuleSetupLockDoorsOpensType3Type





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = d.pop("monster")

        type_ = check_gloomhaven_rule_setup_lock_doors_opens_type_3_type(d.pop("type"))




        gloomhaven_rule_setup_lock_doors_opens_type_3 = cls(
            monster=monster,
            type_=type_,
        )

        return gloomhaven_rule_setup_lock_doors_opens_type_3

