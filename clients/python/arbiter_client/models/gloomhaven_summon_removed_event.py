from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_summon_removed_event_figure_item_type_0 import check_gloomhaven_summon_removed_event_figure_item_type_0
from ..models.gloomhaven_summon_removed_event_figure_item_type_0 import GloomhavenSummonRemovedEventFigureItemType0
from ..models.gloomhaven_summon_removed_event_type import check_gloomhaven_summon_removed_event_type
from ..models.gloomhaven_summon_removed_event_type import GloomhavenSummonRemovedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenSummonRemovedEvent")



@_attrs_define
class GloomhavenSummonRemovedEvent:
    """ 
        Attributes:
            card (int):
            figure (list[GloomhavenSummonRemovedEventFigureItemType0 | int]):
            hex_ (list[int]):
            type_ (GloomhavenSummonRemovedEventType):
     """

    card: int
    figure: list[GloomhavenSummonRemovedEventFigureItemType0 | int]
    hex_: list[int]
    type_: GloomhavenSummonRemovedEventType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        figure = []
        for figure_item_data in self.figure:
            figure_item: int | str
            if isinstance(figure_item_data, str):
                figure_item = figure_item_data
            else:
                figure_item = figure_item_data
            figure.append(figure_item)



        hex_ = self.hex_



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "figure": figure,
            "hex": hex_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        figure = []
        _figure = d.pop("figure")
        for figure_item_data in (_figure):
            def _parse_figure_item(data: object) -> GloomhavenSummonRemovedEventFigureItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    figure_item_type_0 = check_gloomhaven_summon_removed_event_figure_item_type_0(data)



                    return figure_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenSummonRemovedEventFigureItemType0 | int, data)

            figure_item = _parse_figure_item(figure_item_data)

            figure.append(figure_item)


        hex_ = cast(list[int], d.pop("hex"))


        type_ = check_gloomhaven_summon_removed_event_type(d.pop("type"))




        gloomhaven_summon_removed_event = cls(
            card=card,
            figure=figure,
            hex_=hex_,
            type_=type_,
        )

        return gloomhaven_summon_removed_event

