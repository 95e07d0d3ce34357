from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_treasure_looted_event_reward_conditions_item import check_gloomhaven_treasure_looted_event_reward_conditions_item
from ..models.gloomhaven_treasure_looted_event_reward_conditions_item import GloomhavenTreasureLootedEventRewardConditionsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenTreasureLootedEventReward")



@_attrs_define
class GloomhavenTreasureLootedEventReward:
    """ 
        Attributes:
            checkmarks (int | Unset):
            conditions (list[GloomhavenTreasureLootedEventRewardConditionsItem] | Unset):
            damage (int | Unset):
            gold (int | Unset):
            item_design (int | Unset):
            items (list[int] | Unset):
            random_item_design (bool | Unset):
            random_scenario (bool | Unset):
            scenario (int | Unset):
            special (bool | Unset): described in the book's words
            xp (int | Unset):
     """

    checkmarks: int | Unset = UNSET
    conditions: list[GloomhavenTreasureLootedEventRewardConditionsItem] | Unset = UNSET
    damage: int | Unset = UNSET
    gold: int | Unset = UNSET
    item_design: int | Unset = UNSET
    items: list[int] | Unset = UNSET
    random_item_design: bool | Unset = UNSET
    random_scenario: bool | Unset = UNSET
    scenario: int | Unset = UNSET
    special: bool | Unset = UNSET
    xp: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        checkmarks = self.checkmarks

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item: str = conditions_item_data
                conditions.append(conditions_item)



        damage = self.damage

        gold = self.gold

        item_design = self.item_design

        items: list[int] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = self.items



        random_item_design = self.random_item_design

        random_scenario = self.random_scenario

        scenario = self.scenario

        special = self.special

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if checkmarks is not UNSET:
            field_dict["checkmarks"] = checkmarks
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if damage is not UNSET:
            field_dict["damage"] = damage
        if gold is not UNSET:
            field_dict["gold"] = gold
        if item_design is not UNSET:
            field_dict["item_design"] = item_design
        if items is not UNSET:
            field_dict["items"] = items
        if random_item_design is not UNSET:
            field_dict["random_item_design"] = random_item_design
        if random_scenario is not UNSET:
            field_dict["random_scenario"] = random_scenario
        if scenario is not UNSET:
            field_dict["scenario"] = scenario
        if special is not UNSET:
            field_dict["special"] = special
        if xp is not UNSET:
            field_dict["xp"] = xp

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        checkmarks = d.pop("checkmarks", UNSET)

        _conditions = d.pop("conditions", UNSET)
        conditions: list[GloomhavenTreasureLootedEventRewardConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = check_gloomhaven_treasure_looted_event_reward_conditions_item(conditions_item_data)



                conditions.append(conditions_item)


        damage = d.pop("damage", UNSET)

        gold = d.pop("gold", UNSET)

        item_design = d.pop("item_design", UNSET)

        items = cast(list[int], d.pop("items", UNSET))


        random_item_design = d.pop("random_item_design", UNSET)

        random_scenario = d.pop("random_scenario", UNSET)

        scenario = d.pop("scenario", UNSET)

        special = d.pop("special", UNSET)

        xp = d.pop("xp", UNSET)

        gloomhaven_treasure_looted_event_reward = cls(
            checkmarks=checkmarks,
            conditions=conditions,
            damage=damage,
            gold=gold,
            item_design=item_design,
            items=items,
            random_item_design=random_item_design,
            random_scenario=random_scenario,
            scenario=scenario,
            special=special,
            xp=xp,
        )

        return gloomhaven_treasure_looted_event_reward

