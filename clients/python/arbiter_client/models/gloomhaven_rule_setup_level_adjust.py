from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_level_adjust_type import check_gloomhaven_rule_setup_level_adjust_type
from ..models.gloomhaven_rule_setup_level_adjust_type import GloomhavenRuleSetupLevelAdjustType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLevelAdjust")



@_attrs_define
class GloomhavenRuleSetupLevelAdjust:
    """ 
        Attributes:
            monster (str):
            plus (int):
            type_ (GloomhavenRuleSetupLevelAdjustType):
     """

    monster: str
    plus: int
    type_: GloomhavenRuleSetupLevelAdjustType





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        plus = self.plus

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "plus": plus,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = d.pop("monster")

        plus = d.pop("plus")

        type_ = check_gloomhaven_rule_setup_level_adjust_type(d.pop("type"))




        gloomhaven_rule_setup_level_adjust = cls(
            monster=monster,
            plus=plus,
            type_=type_,
        )

        return gloomhaven_rule_setup_level_adjust

