from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_ability import GloomhavenAbility
  from ..models.gloomhaven_figure import GloomhavenFigure
  from ..models.gloomhaven_map import GloomhavenMap





T = TypeVar("T", bound="MonsterMovesRequest")



@_attrs_define
class MonsterMovesRequest:
    """ 
        Attributes:
            ability (GloomhavenAbility):
            active (str): id of the monster taking its turn Example: A.
            figures (list[GloomhavenFigure]):
            map_ (GloomhavenMap):
     """

    ability: GloomhavenAbility
    active: str
    figures: list[GloomhavenFigure]
    map_: GloomhavenMap





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_ability import GloomhavenAbility # noqa: PLC0415
        from ..models.gloomhaven_figure import GloomhavenFigure # noqa: PLC0415
        from ..models.gloomhaven_map import GloomhavenMap # noqa: PLC0415
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
        from ..models.gloomhaven_ability import GloomhavenAbility # noqa: PLC0415
        from ..models.gloomhaven_figure import GloomhavenFigure # noqa: PLC0415
        from ..models.gloomhaven_map import GloomhavenMap # noqa: PLC0415
        d = dict(src_dict)
        ability = GloomhavenAbility.from_dict(d.pop("ability"))




        active = d.pop("active")

        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = GloomhavenFigure.from_dict(figures_item_data)



            figures.append(figures_item)


        map_ = GloomhavenMap.from_dict(d.pop("map"))




        monster_moves_request = cls(
            ability=ability,
            active=active,
            figures=figures,
            map_=map_,
        )

        return monster_moves_request

