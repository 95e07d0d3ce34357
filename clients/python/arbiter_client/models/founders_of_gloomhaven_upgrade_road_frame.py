from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_upgrade_road_frame_kind import check_founders_of_gloomhaven_upgrade_road_frame_kind
from ..models.founders_of_gloomhaven_upgrade_road_frame_kind import FoundersOfGloomhavenUpgradeRoadFrameKind
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenUpgradeRoadFrame")



@_attrs_define
class FoundersOfGloomhavenUpgradeRoadFrame:
    """ 
        Attributes:
            kind (FoundersOfGloomhavenUpgradeRoadFrameKind):
            needed (bool):
            roads (list[list[int]]):
            seat (int):
            tile (int): index into the state's tiles
     """

    kind: FoundersOfGloomhavenUpgradeRoadFrameKind
    needed: bool
    roads: list[list[int]]
    seat: int
    tile: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        needed = self.needed

        roads = []
        for roads_item_data in self.roads:
            roads_item = roads_item_data


            roads.append(roads_item)



        seat = self.seat

        tile = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "needed": needed,
            "roads": roads,
            "seat": seat,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_founders_of_gloomhaven_upgrade_road_frame_kind(d.pop("kind"))




        needed = d.pop("needed")

        roads = []
        _roads = d.pop("roads")
        for roads_item_data in (_roads):
            roads_item = cast(list[int], roads_item_data)

            roads.append(roads_item)


        seat = d.pop("seat")

        tile = d.pop("tile")

        founders_of_gloomhaven_upgrade_road_frame = cls(
            kind=kind,
            needed=needed,
            roads=roads,
            seat=seat,
            tile=tile,
        )

        return founders_of_gloomhaven_upgrade_road_frame

