from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenViewLevels")



@_attrs_define
class GloomhavenViewLevels:
    """ 
        Attributes:
            bonus_xp (int):
            gold_per_coin (int):
            monster (int):
            scenario (int):
            trap_damage (int):
     """

    bonus_xp: int
    gold_per_coin: int
    monster: int
    scenario: int
    trap_damage: int





    def to_dict(self) -> dict[str, Any]:
        bonus_xp = self.bonus_xp

        gold_per_coin = self.gold_per_coin

        monster = self.monster

        scenario = self.scenario

        trap_damage = self.trap_damage


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bonus_xp": bonus_xp,
            "gold_per_coin": gold_per_coin,
            "monster": monster,
            "scenario": scenario,
            "trap_damage": trap_damage,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus_xp = d.pop("bonus_xp")

        gold_per_coin = d.pop("gold_per_coin")

        monster = d.pop("monster")

        scenario = d.pop("scenario")

        trap_damage = d.pop("trap_damage")

        gloomhaven_view_levels = cls(
            bonus_xp=bonus_xp,
            gold_per_coin=gold_per_coin,
            monster=monster,
            scenario=scenario,
            trap_damage=trap_damage,
        )

        return gloomhaven_view_levels

