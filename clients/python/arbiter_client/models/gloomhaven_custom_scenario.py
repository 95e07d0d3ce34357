from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_custom_scenario_doors_item import GloomhavenCustomScenarioDoorsItem
  from ..models.gloomhaven_custom_scenario_monsters_item import GloomhavenCustomScenarioMonstersItem
  from ..models.gloomhaven_custom_scenario_overlays_item import GloomhavenCustomScenarioOverlaysItem
  from ..models.gloomhaven_custom_scenario_rooms_item import GloomhavenCustomScenarioRoomsItem
  from ..models.gloomhaven_scenario_rules import GloomhavenScenarioRules





T = TypeVar("T", bound="GloomhavenCustomScenario")



@_attrs_define
class GloomhavenCustomScenario:
    """ a whole scenario as data (custom.py): map, overlays, monsters by party size, rules

        Attributes:
            name (str):
            rooms (list[GloomhavenCustomScenarioRoomsItem]): room 0 first; ids 0, 1, ... in order
            rules (GloomhavenScenarioRules): a scenario's goal, loss conditions and special rules (scenario_rules.py)
            additional_monsters (list[str] | Unset):
            doors (list[GloomhavenCustomScenarioDoorsItem] | Unset):
            monsters (list[GloomhavenCustomScenarioMonstersItem] | Unset):
            overlays (list[GloomhavenCustomScenarioOverlaysItem] | Unset):
            thin_walls (list[list[list[int]]] | Unset):
     """

    name: str
    rooms: list[GloomhavenCustomScenarioRoomsItem]
    rules: GloomhavenScenarioRules
    additional_monsters: list[str] | Unset = UNSET
    doors: list[GloomhavenCustomScenarioDoorsItem] | Unset = UNSET
    monsters: list[GloomhavenCustomScenarioMonstersItem] | Unset = UNSET
    overlays: list[GloomhavenCustomScenarioOverlaysItem] | Unset = UNSET
    thin_walls: list[list[list[int]]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_custom_scenario_doors_item import GloomhavenCustomScenarioDoorsItem # noqa: PLC0415
        from ..models.gloomhaven_custom_scenario_monsters_item import GloomhavenCustomScenarioMonstersItem # noqa: PLC0415
        from ..models.gloomhaven_custom_scenario_overlays_item import GloomhavenCustomScenarioOverlaysItem # noqa: PLC0415
        from ..models.gloomhaven_custom_scenario_rooms_item import GloomhavenCustomScenarioRoomsItem # noqa: PLC0415
        from ..models.gloomhaven_scenario_rules import GloomhavenScenarioRules # noqa: PLC0415
        name = self.name

        rooms = []
        for rooms_item_data in self.rooms:
            rooms_item = rooms_item_data.to_dict()
            rooms.append(rooms_item)



        rules = self.rules.to_dict()

        additional_monsters: list[str] | Unset = UNSET
        if not isinstance(self.additional_monsters, Unset):
            additional_monsters = self.additional_monsters



        doors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.doors, Unset):
            doors = []
            for doors_item_data in self.doors:
                doors_item = doors_item_data.to_dict()
                doors.append(doors_item)



        monsters: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.monsters, Unset):
            monsters = []
            for monsters_item_data in self.monsters:
                monsters_item = monsters_item_data.to_dict()
                monsters.append(monsters_item)



        overlays: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.overlays, Unset):
            overlays = []
            for overlays_item_data in self.overlays:
                overlays_item = overlays_item_data.to_dict()
                overlays.append(overlays_item)



        thin_walls: list[list[list[int]]] | Unset = UNSET
        if not isinstance(self.thin_walls, Unset):
            thin_walls = []
            for thin_walls_item_data in self.thin_walls:
                thin_walls_item = []
                for thin_walls_item_item_data in thin_walls_item_data:
                    thin_walls_item_item = thin_walls_item_item_data


                    thin_walls_item.append(thin_walls_item_item)


                thin_walls.append(thin_walls_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "rooms": rooms,
            "rules": rules,
        })
        if additional_monsters is not UNSET:
            field_dict["additional_monsters"] = additional_monsters
        if doors is not UNSET:
            field_dict["doors"] = doors
        if monsters is not UNSET:
            field_dict["monsters"] = monsters
        if overlays is not UNSET:
            field_dict["overlays"] = overlays
        if thin_walls is not UNSET:
            field_dict["thin_walls"] = thin_walls

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_custom_scenario_doors_item import GloomhavenCustomScenarioDoorsItem # noqa: PLC0415
        from ..models.gloomhaven_custom_scenario_monsters_item import GloomhavenCustomScenarioMonstersItem # noqa: PLC0415
        from ..models.gloomhaven_custom_scenario_overlays_item import GloomhavenCustomScenarioOverlaysItem # noqa: PLC0415
        from ..models.gloomhaven_custom_scenario_rooms_item import GloomhavenCustomScenarioRoomsItem # noqa: PLC0415
        from ..models.gloomhaven_scenario_rules import GloomhavenScenarioRules # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in (_rooms):
            rooms_item = GloomhavenCustomScenarioRoomsItem.from_dict(rooms_item_data)



            rooms.append(rooms_item)


        rules = GloomhavenScenarioRules.from_dict(d.pop("rules"))




        additional_monsters = cast(list[str], d.pop("additional_monsters", UNSET))


        _doors = d.pop("doors", UNSET)
        doors: list[GloomhavenCustomScenarioDoorsItem] | Unset = UNSET
        if _doors is not UNSET:
            doors = []
            for doors_item_data in _doors:
                doors_item = GloomhavenCustomScenarioDoorsItem.from_dict(doors_item_data)



                doors.append(doors_item)


        _monsters = d.pop("monsters", UNSET)
        monsters: list[GloomhavenCustomScenarioMonstersItem] | Unset = UNSET
        if _monsters is not UNSET:
            monsters = []
            for monsters_item_data in _monsters:
                monsters_item = GloomhavenCustomScenarioMonstersItem.from_dict(monsters_item_data)



                monsters.append(monsters_item)


        _overlays = d.pop("overlays", UNSET)
        overlays: list[GloomhavenCustomScenarioOverlaysItem] | Unset = UNSET
        if _overlays is not UNSET:
            overlays = []
            for overlays_item_data in _overlays:
                overlays_item = GloomhavenCustomScenarioOverlaysItem.from_dict(overlays_item_data)



                overlays.append(overlays_item)


        _thin_walls = d.pop("thin_walls", UNSET)
        thin_walls: list[list[list[int]]] | Unset = UNSET
        if _thin_walls is not UNSET:
            thin_walls = []
            for thin_walls_item_data in _thin_walls:
                thin_walls_item = []
                _thin_walls_item = thin_walls_item_data
                for thin_walls_item_item_data in (_thin_walls_item):
                    thin_walls_item_item = cast(list[int], thin_walls_item_item_data)

                    thin_walls_item.append(thin_walls_item_item)

                thin_walls.append(thin_walls_item)


        gloomhaven_custom_scenario = cls(
            name=name,
            rooms=rooms,
            rules=rules,
            additional_monsters=additional_monsters,
            doors=doors,
            monsters=monsters,
            overlays=overlays,
            thin_walls=thin_walls,
        )

        return gloomhaven_custom_scenario

