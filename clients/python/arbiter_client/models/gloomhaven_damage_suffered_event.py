from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_damage_suffered_event_figure_type_0_item_type_0 import check_gloomhaven_damage_suffered_event_figure_type_0_item_type_0
from ..models.gloomhaven_damage_suffered_event_figure_type_0_item_type_0 import GloomhavenDamageSufferedEventFigureType0ItemType0
from ..models.gloomhaven_damage_suffered_event_figure_type_1_item_type_0 import check_gloomhaven_damage_suffered_event_figure_type_1_item_type_0
from ..models.gloomhaven_damage_suffered_event_figure_type_1_item_type_0 import GloomhavenDamageSufferedEventFigureType1ItemType0
from ..models.gloomhaven_damage_suffered_event_figure_type_2_item_type_0 import check_gloomhaven_damage_suffered_event_figure_type_2_item_type_0
from ..models.gloomhaven_damage_suffered_event_figure_type_2_item_type_0 import GloomhavenDamageSufferedEventFigureType2ItemType0
from ..models.gloomhaven_damage_suffered_event_figure_type_3_item_type_0 import check_gloomhaven_damage_suffered_event_figure_type_3_item_type_0
from ..models.gloomhaven_damage_suffered_event_figure_type_3_item_type_0 import GloomhavenDamageSufferedEventFigureType3ItemType0
from ..models.gloomhaven_damage_suffered_event_figure_type_4_item_type_0 import check_gloomhaven_damage_suffered_event_figure_type_4_item_type_0
from ..models.gloomhaven_damage_suffered_event_figure_type_4_item_type_0 import GloomhavenDamageSufferedEventFigureType4ItemType0
from ..models.gloomhaven_damage_suffered_event_source import check_gloomhaven_damage_suffered_event_source
from ..models.gloomhaven_damage_suffered_event_source import GloomhavenDamageSufferedEventSource
from ..models.gloomhaven_damage_suffered_event_type import check_gloomhaven_damage_suffered_event_type
from ..models.gloomhaven_damage_suffered_event_type import GloomhavenDamageSufferedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenDamageSufferedEvent")



@_attrs_define
class GloomhavenDamageSufferedEvent:
    """ 
        Attributes:
            damage (int):
            figure (list[GloomhavenDamageSufferedEventFigureType0ItemType0 | int] |
                list[GloomhavenDamageSufferedEventFigureType1ItemType0 | int] |
                list[GloomhavenDamageSufferedEventFigureType2ItemType0 | int] |
                list[GloomhavenDamageSufferedEventFigureType3ItemType0 | int] |
                list[GloomhavenDamageSufferedEventFigureType4ItemType0 | int]): a character, summon, monster or objective
            source (GloomhavenDamageSufferedEventSource):
            type_ (GloomhavenDamageSufferedEventType):
     """

    damage: int
    figure: list[GloomhavenDamageSufferedEventFigureType0ItemType0 | int] | list[GloomhavenDamageSufferedEventFigureType1ItemType0 | int] | list[GloomhavenDamageSufferedEventFigureType2ItemType0 | int] | list[GloomhavenDamageSufferedEventFigureType3ItemType0 | int] | list[GloomhavenDamageSufferedEventFigureType4ItemType0 | int]
    source: GloomhavenDamageSufferedEventSource
    type_: GloomhavenDamageSufferedEventType





    def to_dict(self) -> dict[str, Any]:
        damage = self.damage

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


        elif isinstance(self.figure, list):
            figure = []
            for figure_type_3_item_data in self.figure:
                figure_type_3_item: int | str
                if isinstance(figure_type_3_item_data, str):
                    figure_type_3_item = figure_type_3_item_data
                else:
                    figure_type_3_item = figure_type_3_item_data
                figure.append(figure_type_3_item)


        else:
            figure = []
            for figure_type_4_item_data in self.figure:
                figure_type_4_item: int | str
                if isinstance(figure_type_4_item_data, str):
                    figure_type_4_item = figure_type_4_item_data
                else:
                    figure_type_4_item = figure_type_4_item_data
                figure.append(figure_type_4_item)




        source: str = self.source

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "damage": damage,
            "figure": figure,
            "source": source,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        damage = d.pop("damage")

        def _parse_figure(data: object) -> list[GloomhavenDamageSufferedEventFigureType0ItemType0 | int] | list[GloomhavenDamageSufferedEventFigureType1ItemType0 | int] | list[GloomhavenDamageSufferedEventFigureType2ItemType0 | int] | list[GloomhavenDamageSufferedEventFigureType3ItemType0 | int] | list[GloomhavenDamageSufferedEventFigureType4ItemType0 | int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                figure_type_0 = []
                _figure_type_0 = data
                for figure_type_0_item_data in (_figure_type_0):
                    def _parse_figure_type_0_item(data: object) -> GloomhavenDamageSufferedEventFigureType0ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_0_item_type_0 = check_gloomhaven_damage_suffered_event_figure_type_0_item_type_0(data)



                            return figure_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenDamageSufferedEventFigureType0ItemType0 | int, data)

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
                    def _parse_figure_type_1_item(data: object) -> GloomhavenDamageSufferedEventFigureType1ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_1_item_type_0 = check_gloomhaven_damage_suffered_event_figure_type_1_item_type_0(data)



                            return figure_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenDamageSufferedEventFigureType1ItemType0 | int, data)

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
                    def _parse_figure_type_2_item(data: object) -> GloomhavenDamageSufferedEventFigureType2ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_2_item_type_0 = check_gloomhaven_damage_suffered_event_figure_type_2_item_type_0(data)



                            return figure_type_2_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenDamageSufferedEventFigureType2ItemType0 | int, data)

                    figure_type_2_item = _parse_figure_type_2_item(figure_type_2_item_data)

                    figure_type_2.append(figure_type_2_item)

                return figure_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                figure_type_3 = []
                _figure_type_3 = data
                for figure_type_3_item_data in (_figure_type_3):
                    def _parse_figure_type_3_item(data: object) -> GloomhavenDamageSufferedEventFigureType3ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_3_item_type_0 = check_gloomhaven_damage_suffered_event_figure_type_3_item_type_0(data)



                            return figure_type_3_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenDamageSufferedEventFigureType3ItemType0 | int, data)

                    figure_type_3_item = _parse_figure_type_3_item(figure_type_3_item_data)

                    figure_type_3.append(figure_type_3_item)

                return figure_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            figure_type_4 = []
            _figure_type_4 = data
            for figure_type_4_item_data in (_figure_type_4):
                def _parse_figure_type_4_item(data: object) -> GloomhavenDamageSufferedEventFigureType4ItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        figure_type_4_item_type_0 = check_gloomhaven_damage_suffered_event_figure_type_4_item_type_0(data)



                        return figure_type_4_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenDamageSufferedEventFigureType4ItemType0 | int, data)

                figure_type_4_item = _parse_figure_type_4_item(figure_type_4_item_data)

                figure_type_4.append(figure_type_4_item)

            return figure_type_4

        figure = _parse_figure(d.pop("figure"))


        source = check_gloomhaven_damage_suffered_event_source(d.pop("source"))




        type_ = check_gloomhaven_damage_suffered_event_type(d.pop("type"))




        gloomhaven_damage_suffered_event = cls(
            damage=damage,
            figure=figure,
            source=source,
            type_=type_,
        )

        return gloomhaven_damage_suffered_event

