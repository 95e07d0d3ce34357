from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_looted_event_figure_item_type_0 import check_gloomhaven_monster_looted_event_figure_item_type_0
from ..models.gloomhaven_monster_looted_event_figure_item_type_0 import GloomhavenMonsterLootedEventFigureItemType0
from ..models.gloomhaven_monster_looted_event_type import check_gloomhaven_monster_looted_event_type
from ..models.gloomhaven_monster_looted_event_type import GloomhavenMonsterLootedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterLootedEvent")



@_attrs_define
class GloomhavenMonsterLootedEvent:
    """ 
        Attributes:
            figure (list[GloomhavenMonsterLootedEventFigureItemType0 | int]):
            hexes (list[list[int]]):
            type_ (GloomhavenMonsterLootedEventType):
     """

    figure: list[GloomhavenMonsterLootedEventFigureItemType0 | int]
    hexes: list[list[int]]
    type_: GloomhavenMonsterLootedEventType





    def to_dict(self) -> dict[str, Any]:
        figure = []
        for figure_item_data in self.figure:
            figure_item: int | str
            if isinstance(figure_item_data, str):
                figure_item = figure_item_data
            else:
                figure_item = figure_item_data
            figure.append(figure_item)



        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "hexes": hexes,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = []
        _figure = d.pop("figure")
        for figure_item_data in (_figure):
            def _parse_figure_item(data: object) -> GloomhavenMonsterLootedEventFigureItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    figure_item_type_0 = check_gloomhaven_monster_looted_event_figure_item_type_0(data)



                    return figure_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenMonsterLootedEventFigureItemType0 | int, data)

            figure_item = _parse_figure_item(figure_item_data)

            figure.append(figure_item)


        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        type_ = check_gloomhaven_monster_looted_event_type(d.pop("type"))




        gloomhaven_monster_looted_event = cls(
            figure=figure,
            hexes=hexes,
            type_=type_,
        )

        return gloomhaven_monster_looted_event

