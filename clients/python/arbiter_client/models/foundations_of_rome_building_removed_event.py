from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_building_removed_event_building import check_foundations_of_rome_building_removed_event_building
from ..models.foundations_of_rome_building_removed_event_building import FoundationsOfRomeBuildingRemovedEventBuilding
from ..models.foundations_of_rome_building_removed_event_type import check_foundations_of_rome_building_removed_event_type
from ..models.foundations_of_rome_building_removed_event_type import FoundationsOfRomeBuildingRemovedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeBuildingRemovedEvent")



@_attrs_define
class FoundationsOfRomeBuildingRemovedEvent:
    """ a building was built over and went back to the tray

        Attributes:
            building (FoundationsOfRomeBuildingRemovedEventBuilding):
            lots (list[str]):
            player (int):
            type_ (FoundationsOfRomeBuildingRemovedEventType):
     """

    building: FoundationsOfRomeBuildingRemovedEventBuilding
    lots: list[str]
    player: int
    type_: FoundationsOfRomeBuildingRemovedEventType





    def to_dict(self) -> dict[str, Any]:
        building: str = self.building

        lots = self.lots



        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "lots": lots,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = check_foundations_of_rome_building_removed_event_building(d.pop("building"))




        lots = cast(list[str], d.pop("lots"))


        player = d.pop("player")

        type_ = check_foundations_of_rome_building_removed_event_type(d.pop("type"))




        foundations_of_rome_building_removed_event = cls(
            building=building,
            lots=lots,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_building_removed_event

