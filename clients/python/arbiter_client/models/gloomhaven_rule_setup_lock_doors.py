from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_lock_doors_type import check_gloomhaven_rule_setup_lock_doors_type
from ..models.gloomhaven_rule_setup_lock_doors_type import GloomhavenRuleSetupLockDoorsType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_setup_lock_doors_opens import GloomhavenRuleSetupLockDoorsOpens





T = TypeVar("T", bound="GloomhavenRuleSetupLockDoors")



@_attrs_define
class GloomhavenRuleSetupLockDoors:
    """ 
        Attributes:
            doors (list[list[int]]):
            opens (GloomhavenRuleSetupLockDoorsOpens):
            type_ (GloomhavenRuleSetupLockDoorsType):
     """

    doors: list[list[int]]
    opens: GloomhavenRuleSetupLockDoorsOpens
    type_: GloomhavenRuleSetupLockDoorsType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_setup_lock_doors_opens import GloomhavenRuleSetupLockDoorsOpens # noqa: PLC0415
        doors = []
        for doors_item_data in self.doors:
            doors_item = doors_item_data


            doors.append(doors_item)



        opens = self.opens.to_dict()

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "doors": doors,
            "opens": opens,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_setup_lock_doors_opens import GloomhavenRuleSetupLockDoorsOpens # noqa: PLC0415
        d = dict(src_dict)
        doors = []
        _doors = d.pop("doors")
        for doors_item_data in (_doors):
            doors_item = cast(list[int], doors_item_data)

            doors.append(doors_item)


        opens = GloomhavenRuleSetupLockDoorsOpens.from_dict(d.pop("opens"))




        type_ = check_gloomhaven_rule_setup_lock_doors_type(d.pop("type"))




        gloomhaven_rule_setup_lock_doors = cls(
            doors=doors,
            opens=opens,
            type_=type_,
        )

        return gloomhaven_rule_setup_lock_doors

