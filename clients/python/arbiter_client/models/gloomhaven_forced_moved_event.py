from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_forced_moved_event_figure_type_0_item_type_0 import check_gloomhaven_forced_moved_event_figure_type_0_item_type_0
from ..models.gloomhaven_forced_moved_event_figure_type_0_item_type_0 import GloomhavenForcedMovedEventFigureType0ItemType0
from ..models.gloomhaven_forced_moved_event_figure_type_1_item_type_0 import check_gloomhaven_forced_moved_event_figure_type_1_item_type_0
from ..models.gloomhaven_forced_moved_event_figure_type_1_item_type_0 import GloomhavenForcedMovedEventFigureType1ItemType0
from ..models.gloomhaven_forced_moved_event_figure_type_2_item_type_0 import check_gloomhaven_forced_moved_event_figure_type_2_item_type_0
from ..models.gloomhaven_forced_moved_event_figure_type_2_item_type_0 import GloomhavenForcedMovedEventFigureType2ItemType0
from ..models.gloomhaven_forced_moved_event_figure_type_3_item_type_0 import check_gloomhaven_forced_moved_event_figure_type_3_item_type_0
from ..models.gloomhaven_forced_moved_event_figure_type_3_item_type_0 import GloomhavenForcedMovedEventFigureType3ItemType0
from ..models.gloomhaven_forced_moved_event_kind import check_gloomhaven_forced_moved_event_kind
from ..models.gloomhaven_forced_moved_event_kind import GloomhavenForcedMovedEventKind
from ..models.gloomhaven_forced_moved_event_type import check_gloomhaven_forced_moved_event_type
from ..models.gloomhaven_forced_moved_event_type import GloomhavenForcedMovedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenForcedMovedEvent")



@_attrs_define
class GloomhavenForcedMovedEvent:
    """ 
        Attributes:
            figure (list[GloomhavenForcedMovedEventFigureType0ItemType0 | int] |
                list[GloomhavenForcedMovedEventFigureType1ItemType0 | int] | list[GloomhavenForcedMovedEventFigureType2ItemType0
                | int] | list[GloomhavenForcedMovedEventFigureType3ItemType0 | int]): a character, summon, monster or escort
            hex_ (list[int]):
            kind (GloomhavenForcedMovedEventKind):
            type_ (GloomhavenForcedMovedEventType):
     """

    figure: list[GloomhavenForcedMovedEventFigureType0ItemType0 | int] | list[GloomhavenForcedMovedEventFigureType1ItemType0 | int] | list[GloomhavenForcedMovedEventFigureType2ItemType0 | int] | list[GloomhavenForcedMovedEventFigureType3ItemType0 | int]
    hex_: list[int]
    kind: GloomhavenForcedMovedEventKind
    type_: GloomhavenForcedMovedEventType





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




        hex_ = self.hex_



        kind: str = self.kind

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "hex": hex_,
            "kind": kind,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_figure(data: object) -> list[GloomhavenForcedMovedEventFigureType0ItemType0 | int] | list[GloomhavenForcedMovedEventFigureType1ItemType0 | int] | list[GloomhavenForcedMovedEventFigureType2ItemType0 | int] | list[GloomhavenForcedMovedEventFigureType3ItemType0 | int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                figure_type_0 = []
                _figure_type_0 = data
                for figure_type_0_item_data in (_figure_type_0):
                    def _parse_figure_type_0_item(data: object) -> GloomhavenForcedMovedEventFigureType0ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_0_item_type_0 = check_gloomhaven_forced_moved_event_figure_type_0_item_type_0(data)



                            return figure_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenForcedMovedEventFigureType0ItemType0 | int, data)

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
                    def _parse_figure_type_1_item(data: object) -> GloomhavenForcedMovedEventFigureType1ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_1_item_type_0 = check_gloomhaven_forced_moved_event_figure_type_1_item_type_0(data)



                            return figure_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenForcedMovedEventFigureType1ItemType0 | int, data)

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
                    def _parse_figure_type_2_item(data: object) -> GloomhavenForcedMovedEventFigureType2ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_2_item_type_0 = check_gloomhaven_forced_moved_event_figure_type_2_item_type_0(data)



                            return figure_type_2_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenForcedMovedEventFigureType2ItemType0 | int, data)

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
                def _parse_figure_type_3_item(data: object) -> GloomhavenForcedMovedEventFigureType3ItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        figure_type_3_item_type_0 = check_gloomhaven_forced_moved_event_figure_type_3_item_type_0(data)



                        return figure_type_3_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenForcedMovedEventFigureType3ItemType0 | int, data)

                figure_type_3_item = _parse_figure_type_3_item(figure_type_3_item_data)

                figure_type_3.append(figure_type_3_item)

            return figure_type_3

        figure = _parse_figure(d.pop("figure"))


        hex_ = cast(list[int], d.pop("hex"))


        kind = check_gloomhaven_forced_moved_event_kind(d.pop("kind"))




        type_ = check_gloomhaven_forced_moved_event_type(d.pop("type"))




        gloomhaven_forced_moved_event = cls(
            figure=figure,
            hex_=hex_,
            kind=kind,
            type_=type_,
        )

        return gloomhaven_forced_moved_event

