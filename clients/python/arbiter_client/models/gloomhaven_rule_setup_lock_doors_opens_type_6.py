from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_opens_type_6_type import check_gloomhaven_rule_setup_lock_doors_opens_type_6_type
from ..models.gloomhaven_rule_setup_lock_doors_opens_type_6_type import GloomhavenRuleSetupLockDoorsOpensType6Type
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLockDoorsOpensType6")



@_attrs_define
class GloomhavenRuleSetupLockDoorsOpensType6:
    """ 
        Attributes:
            hexes (list[list[int]]):
            type_ (GloomhavenRuleSetupLockDoorsOpensType6Type):
     """

    hexes: list[list[int]]
    type_: GloomhavenRuleSetupLockDoorsOpensType6Type





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        type_ = check_gloomhaven_rule_setup_lock_doors_opens_type_6_type(d.pop("type"))




        gloomhaven_rule_setup_lock_doors_opens_type_6 = cls(
            hexes=hexes,
            type_=type_,
        )

        return gloomhaven_rule_setup_lock_doors_opens_type_6

