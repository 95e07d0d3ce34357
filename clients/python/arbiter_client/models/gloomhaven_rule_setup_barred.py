from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_barred_type import check_gloomhaven_rule_setup_barred_type
from ..models.gloomhaven_rule_setup_barred_type import GloomhavenRuleSetupBarredType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupBarred")



@_attrs_define
class GloomhavenRuleSetupBarred:
    """ these monsters cannot enter or pass the door hexes (held_doors.py)

        Attributes:
            doors (list[list[int]]):
            monsters (list[str]):
            type_ (GloomhavenRuleSetupBarredType):
     """

    doors: list[list[int]]
    monsters: list[str]
    type_: GloomhavenRuleSetupBarredType





    def to_dict(self) -> dict[str, Any]:
        doors = []
        for doors_item_data in self.doors:
            doors_item = doors_item_data


            doors.append(doors_item)



        monsters = self.monsters



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "doors": doors,
            "monsters": monsters,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        doors = []
        _doors = d.pop("doors")
        for doors_item_data in (_doors):
            doors_item = cast(list[int], doors_item_data)

            doors.append(doors_item)


        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_setup_barred_type(d.pop("type"))




        gloomhaven_rule_setup_barred = cls(
            doors=doors,
            monsters=monsters,
            type_=type_,
        )

        return gloomhaven_rule_setup_barred

