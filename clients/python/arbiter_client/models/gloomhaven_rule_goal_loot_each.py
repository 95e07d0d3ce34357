from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_loot_each_treasures_item import check_gloomhaven_rule_goal_loot_each_treasures_item
from ..models.gloomhaven_rule_goal_loot_each_treasures_item import GloomhavenRuleGoalLootEachTreasuresItem
from ..models.gloomhaven_rule_goal_loot_each_type import check_gloomhaven_rule_goal_loot_each_type
from ..models.gloomhaven_rule_goal_loot_each_type import GloomhavenRuleGoalLootEachType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalLootEach")



@_attrs_define
class GloomhavenRuleGoalLootEach:
    """ every character has looted a goal treasure tile (tally.goal_looters)

        Attributes:
            treasures (list[GloomhavenRuleGoalLootEachTreasuresItem]):
            type_ (GloomhavenRuleGoalLootEachType):
     """

    treasures: list[GloomhavenRuleGoalLootEachTreasuresItem]
    type_: GloomhavenRuleGoalLootEachType





    def to_dict(self) -> dict[str, Any]:
        treasures = []
        for treasures_item_data in self.treasures:
            treasures_item: str = treasures_item_data
            treasures.append(treasures_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "treasures": treasures,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        treasures = []
        _treasures = d.pop("treasures")
        for treasures_item_data in (_treasures):
            treasures_item = check_gloomhaven_rule_goal_loot_each_treasures_item(treasures_item_data)



            treasures.append(treasures_item)


        type_ = check_gloomhaven_rule_goal_loot_each_type(d.pop("type"))




        gloomhaven_rule_goal_loot_each = cls(
            treasures=treasures,
            type_=type_,
        )

        return gloomhaven_rule_goal_loot_each

