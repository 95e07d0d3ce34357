from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_opens_type_7_type import check_gloomhaven_rule_setup_lock_doors_opens_type_7_type
from ..models.gloomhaven_rule_setup_lock_doors_opens_type_7_type import GloomhavenRuleSetupLockDoorsOpensType7Type
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLockDoorsOpensType7")



@_attrs_define
class GloomhavenRuleSetupLockDoorsOpensType7:
    """ 
        Attributes:
            monsters (list[str]):
            type_ (GloomhavenRuleSetupLockDoorsOpensType7Type):
     """

    monsters: list[str]
    type_: GloomhavenRuleSetupLockDoorsOpensType7Type





    def to_dict(self) -> dict[str, Any]:
        monsters = self.monsters



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monsters": monsters,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_setup_lock_doors_opens_type_7_type(d.pop("type"))




        gloomhaven_rule_setup_lock_doors_opens_type_7 = cls(
            monsters=monsters,
            type_=type_,
        )

        return gloomhaven_rule_setup_lock_doors_opens_type_7

