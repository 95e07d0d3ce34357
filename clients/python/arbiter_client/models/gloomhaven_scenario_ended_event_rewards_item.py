from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenScenarioEndedEventRewardsItem")



@_attrs_define
class GloomhavenScenarioEndedEventRewardsItem:
    """ 
        Attributes:
            gold (int):
            xp (int):
     """

    gold: int
    xp: int





    def to_dict(self) -> dict[str, Any]:
        gold = self.gold

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gold": gold,
            "xp": xp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gold = d.pop("gold")

        xp = d.pop("xp")

        gloomhaven_scenario_ended_event_rewards_item = cls(
            gold=gold,
            xp=xp,
        )

        return gloomhaven_scenario_ended_event_rewards_item

