from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_survive_type import check_gloomhaven_rule_goal_survive_type
from ..models.gloomhaven_rule_goal_survive_type import GloomhavenRuleGoalSurviveType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalSurvive")



@_attrs_define
class GloomhavenRuleGoalSurvive:
    """ 
        Attributes:
            rounds (int):
            type_ (GloomhavenRuleGoalSurviveType):
     """

    rounds: int
    type_: GloomhavenRuleGoalSurviveType





    def to_dict(self) -> dict[str, Any]:
        rounds = self.rounds

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rounds": rounds,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rounds = d.pop("rounds")

        type_ = check_gloomhaven_rule_goal_survive_type(d.pop("type"))




        gloomhaven_rule_goal_survive = cls(
            rounds=rounds,
            type_=type_,
        )

        return gloomhaven_rule_goal_survive

