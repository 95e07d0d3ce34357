from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MonsterMovesMap")



@_attrs_define
class MonsterMovesMap:
    """ 
        Attributes:
            hexes (list[list[int]]): every hex that exists; anything else is wall. Neighbours of [q, r] are (+1,0) (+1,-1)
                (0,-1) (-1,0) (-1,+1) (0,+1) Example: [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]].
            difficult (list[list[int]] | None | Unset): difficult terrain: costs 2 movement to enter (Jump: only when
                landing) (null: none)
            hazardous (list[list[int]] | None | Unset): hazardous terrain: avoided by monsters like traps (null: none)
            obstacles (list[list[int]] | None | Unset): obstacle hexes: block normal movement (not Jump or Flying), not
                sight (null: none)
            thin_walls (list[list[list[int]]] | None | Unset): walls on the edge between two adjacent hexes, each as the
                pair of hexes (null: none) Example: [[[0, 0], [1, 0]]].
            traps (list[list[int]] | None | Unset): trap hexes: sprung by a normal move or the landing of a Jump; avoided by
                monsters unless they are the only way (null: none)
     """

    hexes: list[list[int]]
    difficult: list[list[int]] | None | Unset = UNSET
    hazardous: list[list[int]] | None | Unset = UNSET
    obstacles: list[list[int]] | None | Unset = UNSET
    thin_walls: list[list[list[int]]] | None | Unset = UNSET
    traps: list[list[int]] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        difficult: list[list[int]] | None | Unset
        if isinstance(self.difficult, Unset):
            difficult = UNSET
        elif isinstance(self.difficult, list):
            difficult = []
            for difficult_type_0_item_data in self.difficult:
                difficult_type_0_item = difficult_type_0_item_data


                difficult.append(difficult_type_0_item)


        else:
            difficult = self.difficult

        hazardous: list[list[int]] | None | Unset
        if isinstance(self.hazardous, Unset):
            hazardous = UNSET
        elif isinstance(self.hazardous, list):
            hazardous = []
            for hazardous_type_0_item_data in self.hazardous:
                hazardous_type_0_item = hazardous_type_0_item_data


                hazardous.append(hazardous_type_0_item)


        else:
            hazardous = self.hazardous

        obstacles: list[list[int]] | None | Unset
        if isinstance(self.obstacles, Unset):
            obstacles = UNSET
        elif isinstance(self.obstacles, list):
            obstacles = []
            for obstacles_type_0_item_data in self.obstacles:
                obstacles_type_0_item = obstacles_type_0_item_data


                obstacles.append(obstacles_type_0_item)


        else:
            obstacles = self.obstacles

        thin_walls: list[list[list[int]]] | None | Unset
        if isinstance(self.thin_walls, Unset):
            thin_walls = UNSET
        elif isinstance(self.thin_walls, list):
            thin_walls = []
            for thin_walls_type_0_item_data in self.thin_walls:
                thin_walls_type_0_item = []
                for thin_walls_type_0_item_item_data in thin_walls_type_0_item_data:
                    thin_walls_type_0_item_item = thin_walls_type_0_item_item_data


                    thin_walls_type_0_item.append(thin_walls_type_0_item_item)


                thin_walls.append(thin_walls_type_0_item)


        else:
            thin_walls = self.thin_walls

        traps: list[list[int]] | None | Unset
        if isinstance(self.traps, Unset):
            traps = UNSET
        elif isinstance(self.traps, list):
            traps = []
            for traps_type_0_item_data in self.traps:
                traps_type_0_item = traps_type_0_item_data


                traps.append(traps_type_0_item)


        else:
            traps = self.traps


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


        def _parse_difficult(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                difficult_type_0 = []
                _difficult_type_0 = data
                for difficult_type_0_item_data in (_difficult_type_0):
                    difficult_type_0_item = cast(list[int], difficult_type_0_item_data)

                    difficult_type_0.append(difficult_type_0_item)

                return difficult_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        difficult = _parse_difficult(d.pop("difficult", UNSET))


        def _parse_hazardous(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hazardous_type_0 = []
                _hazardous_type_0 = data
                for hazardous_type_0_item_data in (_hazardous_type_0):
                    hazardous_type_0_item = cast(list[int], hazardous_type_0_item_data)

                    hazardous_type_0.append(hazardous_type_0_item)

                return hazardous_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        hazardous = _parse_hazardous(d.pop("hazardous", UNSET))


        def _parse_obstacles(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                obstacles_type_0 = []
                _obstacles_type_0 = data
                for obstacles_type_0_item_data in (_obstacles_type_0):
                    obstacles_type_0_item = cast(list[int], obstacles_type_0_item_data)

                    obstacles_type_0.append(obstacles_type_0_item)

                return obstacles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        obstacles = _parse_obstacles(d.pop("obstacles", UNSET))


        def _parse_thin_walls(data: object) -> list[list[list[int]]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                thin_walls_type_0 = []
                _thin_walls_type_0 = data
                for thin_walls_type_0_item_data in (_thin_walls_type_0):
                    thin_walls_type_0_item = []
                    _thin_walls_type_0_item = thin_walls_type_0_item_data
                    for thin_walls_type_0_item_item_data in (_thin_walls_type_0_item):
                        thin_walls_type_0_item_item = cast(list[int], thin_walls_type_0_item_item_data)

                        thin_walls_type_0_item.append(thin_walls_type_0_item_item)

                    thin_walls_type_0.append(thin_walls_type_0_item)

                return thin_walls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[list[int]]] | None | Unset, data)

        thin_walls = _parse_thin_walls(d.pop("thin_walls", UNSET))


        def _parse_traps(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                traps_type_0 = []
                _traps_type_0 = data
                for traps_type_0_item_data in (_traps_type_0):
                    traps_type_0_item = cast(list[int], traps_type_0_item_data)

                    traps_type_0.append(traps_type_0_item)

                return traps_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        traps = _parse_traps(d.pop("traps", UNSET))


        monster_moves_map = cls(
            hexes=hexes,
            difficult=difficult,
            hazardous=hazardous,
            obstacles=obstacles,
            thin_walls=thin_walls,
            traps=traps,
        )

        return monster_moves_map

