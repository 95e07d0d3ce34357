from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterTurnInProgressPlanType0")



@_attrs_define
class GloomhavenMonsterTurnInProgressPlanType0:
    """ the AI's option

        Attributes:
            destination (list[int]):
            targets (list[list[int]]):
     """

    destination: list[int]
    targets: list[list[int]]





    def to_dict(self) -> dict[str, Any]:
        destination = self.destination



        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data


            targets.append(targets_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "destination": destination,
            "targets": targets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        destination = cast(list[int], d.pop("destination"))


        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = cast(list[int], targets_item_data)

            targets.append(targets_item)


        gloomhaven_monster_turn_in_progress_plan_type_0 = cls(
            destination=destination,
            targets=targets,
        )

        return gloomhaven_monster_turn_in_progress_plan_type_0

