from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_destroy_type import check_gloomhaven_rule_goal_destroy_type
from ..models.gloomhaven_rule_goal_destroy_type import GloomhavenRuleGoalDestroyType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalDestroy")



@_attrs_define
class GloomhavenRuleGoalDestroy:
    """ 
        Attributes:
            figures (list[str]):
            type_ (GloomhavenRuleGoalDestroyType):
     """

    figures: list[str]
    type_: GloomhavenRuleGoalDestroyType





    def to_dict(self) -> dict[str, Any]:
        figures = self.figures



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figures": figures,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figures = cast(list[str], d.pop("figures"))


        type_ = check_gloomhaven_rule_goal_destroy_type(d.pop("type"))




        gloomhaven_rule_goal_destroy = cls(
            figures=figures,
            type_=type_,
        )

        return gloomhaven_rule_goal_destroy

