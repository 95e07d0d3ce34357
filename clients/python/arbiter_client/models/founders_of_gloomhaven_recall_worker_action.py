from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_recall_worker_action_type import check_founders_of_gloomhaven_recall_worker_action_type
from ..models.founders_of_gloomhaven_recall_worker_action_type import FoundersOfGloomhavenRecallWorkerActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenRecallWorkerAction")



@_attrs_define
class FoundersOfGloomhavenRecallWorkerAction:
    """ return a worker from a prestige card

        Attributes:
            building (int): index into the state's prestige buildings
            player (int): the acting seat
            type_ (FoundersOfGloomhavenRecallWorkerActionType):
     """

    building: int
    player: int
    type_: FoundersOfGloomhavenRecallWorkerActionType





    def to_dict(self) -> dict[str, Any]:
        building = self.building

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_recall_worker_action_type(d.pop("type"))




        founders_of_gloomhaven_recall_worker_action = cls(
            building=building,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_recall_worker_action

