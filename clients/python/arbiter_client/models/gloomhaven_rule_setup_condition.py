from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_condition_condition import check_gloomhaven_rule_setup_condition_condition
from ..models.gloomhaven_rule_setup_condition_condition import GloomhavenRuleSetupConditionCondition
from ..models.gloomhaven_rule_setup_condition_type import check_gloomhaven_rule_setup_condition_type
from ..models.gloomhaven_rule_setup_condition_type import GloomhavenRuleSetupConditionType
from ..models.gloomhaven_rule_setup_condition_who import check_gloomhaven_rule_setup_condition_who
from ..models.gloomhaven_rule_setup_condition_who import GloomhavenRuleSetupConditionWho
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupCondition")



@_attrs_define
class GloomhavenRuleSetupCondition:
    """ 
        Attributes:
            condition (GloomhavenRuleSetupConditionCondition):
            type_ (GloomhavenRuleSetupConditionType):
            who (GloomhavenRuleSetupConditionWho):
     """

    condition: GloomhavenRuleSetupConditionCondition
    type_: GloomhavenRuleSetupConditionType
    who: GloomhavenRuleSetupConditionWho





    def to_dict(self) -> dict[str, Any]:
        condition: str = self.condition

        type_: str = self.type_

        who: str = self.who


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "condition": condition,
            "type": type_,
            "who": who,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        condition = check_gloomhaven_rule_setup_condition_condition(d.pop("condition"))




        type_ = check_gloomhaven_rule_setup_condition_type(d.pop("type"))




        who = check_gloomhaven_rule_setup_condition_who(d.pop("who"))




        gloomhaven_rule_setup_condition = cls(
            condition=condition,
            type_=type_,
            who=who,
        )

        return gloomhaven_rule_setup_condition

