from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_carry_type import check_gloomhaven_rule_setup_carry_type
from ..models.gloomhaven_rule_setup_carry_type import GloomhavenRuleSetupCarryType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupCarry")



@_attrs_define
class GloomhavenRuleSetupCarry:
    """ these monsters do not act normally: together, with their Move, they carry the escort named toward the hexes, to
    sacrifice it beside the altar (the sacrificed loss; sacrifice.py)

        Attributes:
            altar (list[list[int]]):
            figure (str):
            monsters (list[str]):
            toward (list[list[int]]):
            type_ (GloomhavenRuleSetupCarryType):
     """

    altar: list[list[int]]
    figure: str
    monsters: list[str]
    toward: list[list[int]]
    type_: GloomhavenRuleSetupCarryType





    def to_dict(self) -> dict[str, Any]:
        altar = []
        for altar_item_data in self.altar:
            altar_item = altar_item_data


            altar.append(altar_item)



        figure = self.figure

        monsters = self.monsters



        toward = []
        for toward_item_data in self.toward:
            toward_item = toward_item_data


            toward.append(toward_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "altar": altar,
            "figure": figure,
            "monsters": monsters,
            "toward": toward,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        altar = []
        _altar = d.pop("altar")
        for altar_item_data in (_altar):
            altar_item = cast(list[int], altar_item_data)

            altar.append(altar_item)


        figure = d.pop("figure")

        monsters = cast(list[str], d.pop("monsters"))


        toward = []
        _toward = d.pop("toward")
        for toward_item_data in (_toward):
            toward_item = cast(list[int], toward_item_data)

            toward.append(toward_item)


        type_ = check_gloomhaven_rule_setup_carry_type(d.pop("type"))




        gloomhaven_rule_setup_carry = cls(
            altar=altar,
            figure=figure,
            monsters=monsters,
            toward=toward,
            type_=type_,
        )

        return gloomhaven_rule_setup_carry

