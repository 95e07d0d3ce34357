from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_scenario_map_doors_item import GloomhavenScenarioMapDoorsItem
  from ..models.gloomhaven_scenario_map_rooms_item import GloomhavenScenarioMapRoomsItem





T = TypeVar("T", bound="GloomhavenScenarioMap")



@_attrs_define
class GloomhavenScenarioMap:
    """ a scenario's map in axial coordinates (the hexes of the state)

        Attributes:
            characters (list[int]): the party sizes it plays with
            doors (list[GloomhavenScenarioMapDoorsItem]):
            name (str):
            rooms (list[GloomhavenScenarioMapRoomsItem]):
            thin_walls (list[list[list[int]]]):
     """

    characters: list[int]
    doors: list[GloomhavenScenarioMapDoorsItem]
    name: str
    rooms: list[GloomhavenScenarioMapRoomsItem]
    thin_walls: list[list[list[int]]]





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_scenario_map_doors_item import GloomhavenScenarioMapDoorsItem # noqa: PLC0415
        from ..models.gloomhaven_scenario_map_rooms_item import GloomhavenScenarioMapRoomsItem # noqa: PLC0415
        characters = self.characters



        doors = []
        for doors_item_data in self.doors:
            doors_item = doors_item_data.to_dict()
            doors.append(doors_item)



        name = self.name

        rooms = []
        for rooms_item_data in self.rooms:
            rooms_item = rooms_item_data.to_dict()
            rooms.append(rooms_item)



        thin_walls = []
        for thin_walls_item_data in self.thin_walls:
            thin_walls_item = []
            for thin_walls_item_item_data in thin_walls_item_data:
                thin_walls_item_item = thin_walls_item_item_data


                thin_walls_item.append(thin_walls_item_item)


            thin_walls.append(thin_walls_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "characters": characters,
            "doors": doors,
            "name": name,
            "rooms": rooms,
            "thin_walls": thin_walls,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_scenario_map_doors_item import GloomhavenScenarioMapDoorsItem # noqa: PLC0415
        from ..models.gloomhaven_scenario_map_rooms_item import GloomhavenScenarioMapRoomsItem # noqa: PLC0415
        d = dict(src_dict)
        characters = cast(list[int], d.pop("characters"))


        doors = []
        _doors = d.pop("doors")
        for doors_item_data in (_doors):
            doors_item = GloomhavenScenarioMapDoorsItem.from_dict(doors_item_data)



            doors.append(doors_item)


        name = d.pop("name")

        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in (_rooms):
            rooms_item = GloomhavenScenarioMapRoomsItem.from_dict(rooms_item_data)



            rooms.append(rooms_item)


        thin_walls = []
        _thin_walls = d.pop("thin_walls")
        for thin_walls_item_data in (_thin_walls):
            thin_walls_item = []
            _thin_walls_item = thin_walls_item_data
            for thin_walls_item_item_data in (_thin_walls_item):
                thin_walls_item_item = cast(list[int], thin_walls_item_item_data)

                thin_walls_item.append(thin_walls_item_item)

            thin_walls.append(thin_walls_item)


        gloomhaven_scenario_map = cls(
            characters=characters,
            doors=doors,
            name=name,
            rooms=rooms,
            thin_walls=thin_walls,
        )

        return gloomhaven_scenario_map

