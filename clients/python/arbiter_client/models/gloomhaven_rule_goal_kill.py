from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_kill_type import check_gloomhaven_rule_goal_kill_type
from ..models.gloomhaven_rule_goal_kill_type import GloomhavenRuleGoalKillType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalKill")



@_attrs_define
class GloomhavenRuleGoalKill:
    """ 
        Attributes:
            monsters (list[str]):
            type_ (GloomhavenRuleGoalKillType):
            count (int | Unset):
     """

    monsters: list[str]
    type_: GloomhavenRuleGoalKillType
    count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        monsters = self.monsters



        type_: str = self.type_

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monsters": monsters,
            "type": type_,
        })
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_goal_kill_type(d.pop("type"))




        count = d.pop("count", UNSET)

        gloomhaven_rule_goal_kill = cls(
            monsters=monsters,
            type_=type_,
            count=count,
        )

        return gloomhaven_rule_goal_kill

