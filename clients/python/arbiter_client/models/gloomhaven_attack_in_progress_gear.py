from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_attack_in_progress_gear_once_item import check_gloomhaven_attack_in_progress_gear_once_item
from ..models.gloomhaven_attack_in_progress_gear_once_item import GloomhavenAttackInProgressGearOnceItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenAttackInProgressGear")



@_attrs_define
class GloomhavenAttackInProgressGear:
    """ items' bonuses on the attack: advantage, conditions on its next target only

        Attributes:
            advantage (bool | Unset):
            once (list[GloomhavenAttackInProgressGearOnceItem] | Unset):
     """

    advantage: bool | Unset = UNSET
    once: list[GloomhavenAttackInProgressGearOnceItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        advantage = self.advantage

        once: list[str] | Unset = UNSET
        if not isinstance(self.once, Unset):
            once = []
            for once_item_data in self.once:
                once_item: str = once_item_data
                once.append(once_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if advantage is not UNSET:
            field_dict["advantage"] = advantage
        if once is not UNSET:
            field_dict["once"] = once

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        advantage = d.pop("advantage", UNSET)

        _once = d.pop("once", UNSET)
        once: list[GloomhavenAttackInProgressGearOnceItem] | Unset = UNSET
        if _once is not UNSET:
            once = []
            for once_item_data in _once:
                once_item = check_gloomhaven_attack_in_progress_gear_once_item(once_item_data)



                once.append(once_item)


        gloomhaven_attack_in_progress_gear = cls(
            advantage=advantage,
            once=once,
        )

        return gloomhaven_attack_in_progress_gear

