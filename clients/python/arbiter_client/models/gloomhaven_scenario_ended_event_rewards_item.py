from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_scenario_ended_event_rewards_item_items_item import check_gloomhaven_scenario_ended_event_rewards_item_items_item
from ..models.gloomhaven_scenario_ended_event_rewards_item_items_item import GloomhavenScenarioEndedEventRewardsItemItemsItem
from typing import cast






T = TypeVar("T", bound="GloomhavenScenarioEndedEventRewardsItem")



@_attrs_define
class GloomhavenScenarioEndedEventRewardsItem:
    """ 
        Attributes:
            checkmarks (int):
            gold (int):
            items (list[GloomhavenScenarioEndedEventRewardsItemItemsItem]):
            unlocked (list[str]):
            xp (int):
     """

    checkmarks: int
    gold: int
    items: list[GloomhavenScenarioEndedEventRewardsItemItemsItem]
    unlocked: list[str]
    xp: int





    def to_dict(self) -> dict[str, Any]:
        checkmarks = self.checkmarks

        gold = self.gold

        items = []
        for items_item_data in self.items:
            items_item: int = items_item_data
            items.append(items_item)



        unlocked = self.unlocked



        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "checkmarks": checkmarks,
            "gold": gold,
            "items": items,
            "unlocked": unlocked,
            "xp": xp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        checkmarks = d.pop("checkmarks")

        gold = d.pop("gold")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = check_gloomhaven_scenario_ended_event_rewards_item_items_item(items_item_data)



            items.append(items_item)


        unlocked = cast(list[str], d.pop("unlocked"))


        xp = d.pop("xp")

        gloomhaven_scenario_ended_event_rewards_item = cls(
            checkmarks=checkmarks,
            gold=gold,
            items=items,
            unlocked=unlocked,
            xp=xp,
        )

        return gloomhaven_scenario_ended_event_rewards_item

