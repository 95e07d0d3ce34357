from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_moved_event_type_1_figure_item_type_0 import check_gloomhaven_moved_event_type_1_figure_item_type_0
from ..models.gloomhaven_moved_event_type_1_figure_item_type_0 import GloomhavenMovedEventType1FigureItemType0
from ..models.gloomhaven_moved_event_type_1_type import check_gloomhaven_moved_event_type_1_type
from ..models.gloomhaven_moved_event_type_1_type import GloomhavenMovedEventType1Type
from typing import cast






T = TypeVar("T", bound="GloomhavenMovedEventType1")



@_attrs_define
class GloomhavenMovedEventType1:
    """ 
        Attributes:
            figure (list[GloomhavenMovedEventType1FigureItemType0 | int]):
            path (list[list[int]]):
            type_ (GloomhavenMovedEventType1Type):
     """

    figure: list[GloomhavenMovedEventType1FigureItemType0 | int]
    path: list[list[int]]
    type_: GloomhavenMovedEventType1Type





    def to_dict(self) -> dict[str, Any]:
        figure = []
        for figure_item_data in self.figure:
            figure_item: int | str
            if isinstance(figure_item_data, str):
                figure_item = figure_item_data
            else:
                figure_item = figure_item_data
            figure.append(figure_item)



        path = []
        for path_item_data in self.path:
            path_item = path_item_data


            path.append(path_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "path": path,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = []
        _figure = d.pop("figure")
        for figure_item_data in (_figure):
            def _parse_figure_item(data: object) -> GloomhavenMovedEventType1FigureItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    figure_item_type_0 = check_gloomhaven_moved_event_type_1_figure_item_type_0(data)



                    return figure_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenMovedEventType1FigureItemType0 | int, data)

            figure_item = _parse_figure_item(figure_item_data)

            figure.append(figure_item)


        path = []
        _path = d.pop("path")
        for path_item_data in (_path):
            path_item = cast(list[int], path_item_data)

            path.append(path_item)


        type_ = check_gloomhaven_moved_event_type_1_type(d.pop("type"))




        gloomhaven_moved_event_type_1 = cls(
            figure=figure,
            path=path,
            type_=type_,
        )

        return gloomhaven_moved_event_type_1

