from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.monster_moves_ability import MonsterMovesAbility
  from ..models.monster_moves_figure import MonsterMovesFigure
  from ..models.monster_moves_map import MonsterMovesMap





T = TypeVar("T", bound="MonsterMovesRequest")



@_attrs_define
class MonsterMovesRequest:
    """ 
        Attributes:
            ability (MonsterMovesAbility):
            active (str): id of the monster taking its turn Example: A.
            figures (list[MonsterMovesFigure]):
            map_ (MonsterMovesMap):
     """

    ability: MonsterMovesAbility
    active: str
    figures: list[MonsterMovesFigure]
    map_: MonsterMovesMap





    def to_dict(self) -> dict[str, Any]:
        from ..models.monster_moves_ability import MonsterMovesAbility # noqa: PLC0415
        from ..models.monster_moves_figure import MonsterMovesFigure # noqa: PLC0415
        from ..models.monster_moves_map import MonsterMovesMap # noqa: PLC0415
        ability = self.ability.to_dict()

        active = self.active

        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)



        map_ = self.map_.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ability": ability,
            "active": active,
            "figures": figures,
            "map": map_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.monster_moves_ability import MonsterMovesAbility # noqa: PLC0415
        from ..models.monster_moves_figure import MonsterMovesFigure # noqa: PLC0415
        from ..models.monster_moves_map import MonsterMovesMap # noqa: PLC0415
        d = dict(src_dict)
        ability = MonsterMovesAbility.from_dict(d.pop("ability"))




        active = d.pop("active")

        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = MonsterMovesFigure.from_dict(figures_item_data)



            figures.append(figures_item)


        map_ = MonsterMovesMap.from_dict(d.pop("map"))




        monster_moves_request = cls(
            ability=ability,
            active=active,
            figures=figures,
            map_=map_,
        )

        return monster_moves_request

