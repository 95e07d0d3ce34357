from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_round_condition_adjacent_condition import check_gloomhaven_rule_round_condition_adjacent_condition
from ..models.gloomhaven_rule_round_condition_adjacent_condition import GloomhavenRuleRoundConditionAdjacentCondition
from ..models.gloomhaven_rule_round_condition_adjacent_type import check_gloomhaven_rule_round_condition_adjacent_type
from ..models.gloomhaven_rule_round_condition_adjacent_type import GloomhavenRuleRoundConditionAdjacentType
from ..models.gloomhaven_rule_round_condition_adjacent_who import check_gloomhaven_rule_round_condition_adjacent_who
from ..models.gloomhaven_rule_round_condition_adjacent_who import GloomhavenRuleRoundConditionAdjacentWho
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_rule_round_condition_adjacent_when import GloomhavenRuleRoundConditionAdjacentWhen





T = TypeVar("T", bound="GloomhavenRuleRoundConditionAdjacent")



@_attrs_define
class GloomhavenRuleRoundConditionAdjacent:
    """ each time an objective whose name starts so is destroyed, the characters' enemies adjacent to it gain the condition
    (rule_events.py)

        Attributes:
            condition (GloomhavenRuleRoundConditionAdjacentCondition):
            type_ (GloomhavenRuleRoundConditionAdjacentType):
            when (GloomhavenRuleRoundConditionAdjacentWhen):
            who (GloomhavenRuleRoundConditionAdjacentWho):
     """

    condition: GloomhavenRuleRoundConditionAdjacentCondition
    type_: GloomhavenRuleRoundConditionAdjacentType
    when: GloomhavenRuleRoundConditionAdjacentWhen
    who: GloomhavenRuleRoundConditionAdjacentWho





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_rule_round_condition_adjacent_when import GloomhavenRuleRoundConditionAdjacentWhen # noqa: PLC0415
        condition: str = self.condition

        type_: str = self.type_

        when = self.when.to_dict()

        who: str = self.who


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "condition": condition,
            "type": type_,
            "when": when,
            "who": who,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_rule_round_condition_adjacent_when import GloomhavenRuleRoundConditionAdjacentWhen # noqa: PLC0415
        d = dict(src_dict)
        condition = check_gloomhaven_rule_round_condition_adjacent_condition(d.pop("condition"))




        type_ = check_gloomhaven_rule_round_condition_adjacent_type(d.pop("type"))




        when = GloomhavenRuleRoundConditionAdjacentWhen.from_dict(d.pop("when"))




        who = check_gloomhaven_rule_round_condition_adjacent_who(d.pop("who"))




        gloomhaven_rule_round_condition_adjacent = cls(
            condition=condition,
            type_=type_,
            when=when,
            who=who,
        )

        return gloomhaven_rule_round_condition_adjacent

