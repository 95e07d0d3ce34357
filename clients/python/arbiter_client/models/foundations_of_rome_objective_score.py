from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_objective_score_objectives_item import check_foundations_of_rome_objective_score_objectives_item
from ..models.foundations_of_rome_objective_score_objectives_item import FoundationsOfRomeObjectiveScoreObjectivesItem
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeObjectiveScore")



@_attrs_define
class FoundationsOfRomeObjectiveScore:
    """ the Objectives one player met, and the VP they gained

        Attributes:
            objectives (list[FoundationsOfRomeObjectiveScoreObjectivesItem]):
            player (int):
            total_vp (int):
            vp (int):
     """

    objectives: list[FoundationsOfRomeObjectiveScoreObjectivesItem]
    player: int
    total_vp: int
    vp: int





    def to_dict(self) -> dict[str, Any]:
        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item: str = objectives_item_data
            objectives.append(objectives_item)



        player = self.player

        total_vp = self.total_vp

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "objectives": objectives,
            "player": player,
            "total_vp": total_vp,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in (_objectives):
            objectives_item = check_foundations_of_rome_objective_score_objectives_item(objectives_item_data)



            objectives.append(objectives_item)


        player = d.pop("player")

        total_vp = d.pop("total_vp")

        vp = d.pop("vp")

        foundations_of_rome_objective_score = cls(
            objectives=objectives,
            player=player,
            total_vp=total_vp,
            vp=vp,
        )

        return foundations_of_rome_objective_score

