from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_moved_event_type_0_figure_type_0_item_type_0 import check_gloomhaven_moved_event_type_0_figure_type_0_item_type_0
from ..models.gloomhaven_moved_event_type_0_figure_type_0_item_type_0 import GloomhavenMovedEventType0FigureType0ItemType0
from ..models.gloomhaven_moved_event_type_0_figure_type_1_item_type_0 import check_gloomhaven_moved_event_type_0_figure_type_1_item_type_0
from ..models.gloomhaven_moved_event_type_0_figure_type_1_item_type_0 import GloomhavenMovedEventType0FigureType1ItemType0
from ..models.gloomhaven_moved_event_type_0_figure_type_2_item_type_0 import check_gloomhaven_moved_event_type_0_figure_type_2_item_type_0
from ..models.gloomhaven_moved_event_type_0_figure_type_2_item_type_0 import GloomhavenMovedEventType0FigureType2ItemType0
from ..models.gloomhaven_moved_event_type_0_figure_type_3_item_type_0 import check_gloomhaven_moved_event_type_0_figure_type_3_item_type_0
from ..models.gloomhaven_moved_event_type_0_figure_type_3_item_type_0 import GloomhavenMovedEventType0FigureType3ItemType0
from ..models.gloomhaven_moved_event_type_0_type import check_gloomhaven_moved_event_type_0_type
from ..models.gloomhaven_moved_event_type_0_type import GloomhavenMovedEventType0Type
from typing import cast






T = TypeVar("T", bound="GloomhavenMovedEventType0")



@_attrs_define
class GloomhavenMovedEventType0:
    """ 
        Attributes:
            figure (list[GloomhavenMovedEventType0FigureType0ItemType0 | int] |
                list[GloomhavenMovedEventType0FigureType1ItemType0 | int] | list[GloomhavenMovedEventType0FigureType2ItemType0 |
                int] | list[GloomhavenMovedEventType0FigureType3ItemType0 | int]): a character, summon, monster or escort
            to (list[int]):
            type_ (GloomhavenMovedEventType0Type):
     """

    figure: list[GloomhavenMovedEventType0FigureType0ItemType0 | int] | list[GloomhavenMovedEventType0FigureType1ItemType0 | int] | list[GloomhavenMovedEventType0FigureType2ItemType0 | int] | list[GloomhavenMovedEventType0FigureType3ItemType0 | int]
    to: list[int]
    type_: GloomhavenMovedEventType0Type





    def to_dict(self) -> dict[str, Any]:
        figure: list[int | str]
        if isinstance(self.figure, list):
            figure = []
            for figure_type_0_item_data in self.figure:
                figure_type_0_item: int | str
                if isinstance(figure_type_0_item_data, str):
                    figure_type_0_item = figure_type_0_item_data
                else:
                    figure_type_0_item = figure_type_0_item_data
                figure.append(figure_type_0_item)


        elif isinstance(self.figure, list):
            figure = []
            for figure_type_1_item_data in self.figure:
                figure_type_1_item: int | str
                if isinstance(figure_type_1_item_data, str):
                    figure_type_1_item = figure_type_1_item_data
                else:
                    figure_type_1_item = figure_type_1_item_data
                figure.append(figure_type_1_item)


        elif isinstance(self.figure, list):
            figure = []
            for figure_type_2_item_data in self.figure:
                figure_type_2_item: int | str
                if isinstance(figure_type_2_item_data, str):
                    figure_type_2_item = figure_type_2_item_data
                else:
                    figure_type_2_item = figure_type_2_item_data
                figure.append(figure_type_2_item)


        else:
            figure = []
            for figure_type_3_item_data in self.figure:
                figure_type_3_item: int | str
                if isinstance(figure_type_3_item_data, str):
                    figure_type_3_item = figure_type_3_item_data
                else:
                    figure_type_3_item = figure_type_3_item_data
                figure.append(figure_type_3_item)




        to = self.to



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_figure(data: object) -> list[GloomhavenMovedEventType0FigureType0ItemType0 | int] | list[GloomhavenMovedEventType0FigureType1ItemType0 | int] | list[GloomhavenMovedEventType0FigureType2ItemType0 | int] | list[GloomhavenMovedEventType0FigureType3ItemType0 | int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                figure_type_0 = []
                _figure_type_0 = data
                for figure_type_0_item_data in (_figure_type_0):
                    def _parse_figure_type_0_item(data: object) -> GloomhavenMovedEventType0FigureType0ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_0_item_type_0 = check_gloomhaven_moved_event_type_0_figure_type_0_item_type_0(data)



                            return figure_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenMovedEventType0FigureType0ItemType0 | int, data)

                    figure_type_0_item = _parse_figure_type_0_item(figure_type_0_item_data)

                    figure_type_0.append(figure_type_0_item)

                return figure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                figure_type_1 = []
                _figure_type_1 = data
                for figure_type_1_item_data in (_figure_type_1):
                    def _parse_figure_type_1_item(data: object) -> GloomhavenMovedEventType0FigureType1ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_1_item_type_0 = check_gloomhaven_moved_event_type_0_figure_type_1_item_type_0(data)



                            return figure_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenMovedEventType0FigureType1ItemType0 | int, data)

                    figure_type_1_item = _parse_figure_type_1_item(figure_type_1_item_data)

                    figure_type_1.append(figure_type_1_item)

                return figure_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                figure_type_2 = []
                _figure_type_2 = data
                for figure_type_2_item_data in (_figure_type_2):
                    def _parse_figure_type_2_item(data: object) -> GloomhavenMovedEventType0FigureType2ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_2_item_type_0 = check_gloomhaven_moved_event_type_0_figure_type_2_item_type_0(data)



                            return figure_type_2_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenMovedEventType0FigureType2ItemType0 | int, data)

                    figure_type_2_item = _parse_figure_type_2_item(figure_type_2_item_data)

                    figure_type_2.append(figure_type_2_item)

                return figure_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            figure_type_3 = []
            _figure_type_3 = data
            for figure_type_3_item_data in (_figure_type_3):
                def _parse_figure_type_3_item(data: object) -> GloomhavenMovedEventType0FigureType3ItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        figure_type_3_item_type_0 = check_gloomhaven_moved_event_type_0_figure_type_3_item_type_0(data)



                        return figure_type_3_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenMovedEventType0FigureType3ItemType0 | int, data)

                figure_type_3_item = _parse_figure_type_3_item(figure_type_3_item_data)

                figure_type_3.append(figure_type_3_item)

            return figure_type_3

        figure = _parse_figure(d.pop("figure"))


        to = cast(list[int], d.pop("to"))


        type_ = check_gloomhaven_moved_event_type_0_type(d.pop("type"))




        gloomhaven_moved_event_type_0 = cls(
            figure=figure,
            to=to,
            type_=type_,
        )

        return gloomhaven_moved_event_type_0

