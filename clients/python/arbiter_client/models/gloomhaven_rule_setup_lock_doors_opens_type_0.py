from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_opens_type_0_type import check_gloomhaven_rule_setup_lock_doors_opens_type_0_type
from ..models.gloomhaven_rule_setup_lock_doors_opens_type_0_type import GloomhavenRuleSetupLockDoorsOpensType0Type
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLockDoorsOpensType0")



@_attrs_define
class GloomhavenRuleSetupLockDoorsOpensType0:
    """ 
        Attributes:
            round_ (int):
            start (bool):
            type_ (GloomhavenRuleSetupLockDoorsOpensType0Type):
     """

    round_: int
    start: bool
    type_: GloomhavenRuleSetupLockDoorsOpensType0Type





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        start = self.start

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "round": round_,
            "start": start,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        start = d.pop("start")

        type_ = check_gloomhaven_rule_setup_lock_doors_opens_type_0_type(d.pop("type"))




        gloomhaven_rule_setup_lock_doors_opens_type_0 = cls(
            round_=round_,
            start=start,
            type_=type_,
        )

        return gloomhaven_rule_setup_lock_doors_opens_type_0

