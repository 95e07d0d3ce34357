from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenMap")



@_attrs_define
class GloomhavenMap:
    """ 
        Attributes:
            hexes (list[list[int]]): every hex that exists; anything else is wall. Neighbours of [q, r] are (+1,0) (+1,-1)
                (0,-1) (-1,0) (-1,+1) (0,+1) Example: [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]].
            difficult (list[list[int]] | Unset): difficult terrain: costs 2 movement to enter (Jump: only when landing)
            hazardous (list[list[int]] | Unset): hazardous terrain: avoided by monsters like traps
            obstacles (list[list[int]] | Unset): obstacle hexes: block normal movement (not Jump or Flying), not sight
            thin_walls (list[list[list[int]]] | Unset): walls on the edge between two adjacent hexes, each as the pair of
                hexes Example: [[[0, 0], [1, 0]]].
            traps (list[list[int]] | Unset): trap hexes: sprung by a normal move or the landing of a Jump; avoided by
                monsters unless they are the only way
     """

    hexes: list[list[int]]
    difficult: list[list[int]] | Unset = UNSET
    hazardous: list[list[int]] | Unset = UNSET
    obstacles: list[list[int]] | Unset = UNSET
    thin_walls: list[list[list[int]]] | Unset = UNSET
    traps: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        difficult: list[list[int]] | Unset = UNSET
        if not isinstance(self.difficult, Unset):
            difficult = []
            for difficult_item_data in self.difficult:
                difficult_item = difficult_item_data


                difficult.append(difficult_item)



        hazardous: list[list[int]] | Unset = UNSET
        if not isinstance(self.hazardous, Unset):
            hazardous = []
            for hazardous_item_data in self.hazardous:
                hazardous_item = hazardous_item_data


                hazardous.append(hazardous_item)



        obstacles: list[list[int]] | Unset = UNSET
        if not isinstance(self.obstacles, Unset):
            obstacles = []
            for obstacles_item_data in self.obstacles:
                obstacles_item = obstacles_item_data


                obstacles.append(obstacles_item)



        thin_walls: list[list[list[int]]] | Unset = UNSET
        if not isinstance(self.thin_walls, Unset):
            thin_walls = []
            for thin_walls_item_data in self.thin_walls:
                thin_walls_item = []
                for thin_walls_item_item_data in thin_walls_item_data:
                    thin_walls_item_item = thin_walls_item_item_data


                    thin_walls_item.append(thin_walls_item_item)


                thin_walls.append(thin_walls_item)



        traps: list[list[int]] | Unset = UNSET
        if not isinstance(self.traps, Unset):
            traps = []
            for traps_item_data in self.traps:
                traps_item = traps_item_data


                traps.append(traps_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
        })
        if difficult is not UNSET:
            field_dict["difficult"] = difficult
        if hazardous is not UNSET:
            field_dict["hazardous"] = hazardous
        if obstacles is not UNSET:
            field_dict["obstacles"] = obstacles
        if thin_walls is not UNSET:
            field_dict["thin_walls"] = thin_walls
        if traps is not UNSET:
            field_dict["traps"] = traps

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        _difficult = d.pop("difficult", UNSET)
        difficult: list[list[int]] | Unset = UNSET
        if _difficult is not UNSET:
            difficult = []
            for difficult_item_data in _difficult:
                difficult_item = cast(list[int], difficult_item_data)

                difficult.append(difficult_item)


        _hazardous = d.pop("hazardous", UNSET)
        hazardous: list[list[int]] | Unset = UNSET
        if _hazardous is not UNSET:
            hazardous = []
            for hazardous_item_data in _hazardous:
                hazardous_item = cast(list[int], hazardous_item_data)

                hazardous.append(hazardous_item)


        _obstacles = d.pop("obstacles", UNSET)
        obstacles: list[list[int]] | Unset = UNSET
        if _obstacles is not UNSET:
            obstacles = []
            for obstacles_item_data in _obstacles:
                obstacles_item = cast(list[int], obstacles_item_data)

                obstacles.append(obstacles_item)


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


        _traps = d.pop("traps", UNSET)
        traps: list[list[int]] | Unset = UNSET
        if _traps is not UNSET:
            traps = []
            for traps_item_data in _traps:
                traps_item = cast(list[int], traps_item_data)

                traps.append(traps_item)


        gloomhaven_map = cls(
            hexes=hexes,
            difficult=difficult,
            hazardous=hazardous,
            obstacles=obstacles,
            thin_walls=thin_walls,
            traps=traps,
        )

        return gloomhaven_map

