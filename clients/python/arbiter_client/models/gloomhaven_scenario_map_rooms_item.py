from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenScenarioMapRoomsItem")



@_attrs_define
class GloomhavenScenarioMapRoomsItem:
    """ 
        Attributes:
            hexes (list[list[int]]):
            id (int):
     """

    hexes: list[list[int]]
    id: int





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        id = self.id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "id": id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        id = d.pop("id")

        gloomhaven_scenario_map_rooms_item = cls(
            hexes=hexes,
            id=id,
        )

        return gloomhaven_scenario_map_rooms_item

