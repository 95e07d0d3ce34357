from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_bonus_gained_event_type_2_figure_type_0_item_type_0 import check_gloomhaven_bonus_gained_event_type_2_figure_type_0_item_type_0
from ..models.gloomhaven_bonus_gained_event_type_2_figure_type_0_item_type_0 import GloomhavenBonusGainedEventType2FigureType0ItemType0
from ..models.gloomhaven_bonus_gained_event_type_2_figure_type_1_item_type_0 import check_gloomhaven_bonus_gained_event_type_2_figure_type_1_item_type_0
from ..models.gloomhaven_bonus_gained_event_type_2_figure_type_1_item_type_0 import GloomhavenBonusGainedEventType2FigureType1ItemType0
from ..models.gloomhaven_bonus_gained_event_type_2_figure_type_2_item_type_0 import check_gloomhaven_bonus_gained_event_type_2_figure_type_2_item_type_0
from ..models.gloomhaven_bonus_gained_event_type_2_figure_type_2_item_type_0 import GloomhavenBonusGainedEventType2FigureType2ItemType0
from ..models.gloomhaven_bonus_gained_event_type_2_type import check_gloomhaven_bonus_gained_event_type_2_type
from ..models.gloomhaven_bonus_gained_event_type_2_type import GloomhavenBonusGainedEventType2Type
from typing import cast






T = TypeVar("T", bound="GloomhavenBonusGainedEventType2")



@_attrs_define
class GloomhavenBonusGainedEventType2:
    """ 
        Attributes:
            attack (int):
            figure (list[GloomhavenBonusGainedEventType2FigureType0ItemType0 | int] |
                list[GloomhavenBonusGainedEventType2FigureType1ItemType0 | int] |
                list[GloomhavenBonusGainedEventType2FigureType2ItemType0 | int]): a character, summon or escort
            type_ (GloomhavenBonusGainedEventType2Type):
     """

    attack: int
    figure: list[GloomhavenBonusGainedEventType2FigureType0ItemType0 | int] | list[GloomhavenBonusGainedEventType2FigureType1ItemType0 | int] | list[GloomhavenBonusGainedEventType2FigureType2ItemType0 | int]
    type_: GloomhavenBonusGainedEventType2Type





    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

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


        else:
            figure = []
            for figure_type_2_item_data in self.figure:
                figure_type_2_item: int | str
                if isinstance(figure_type_2_item_data, str):
                    figure_type_2_item = figure_type_2_item_data
                else:
                    figure_type_2_item = figure_type_2_item_data
                figure.append(figure_type_2_item)




        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attack": attack,
            "figure": figure,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack = d.pop("attack")

        def _parse_figure(data: object) -> list[GloomhavenBonusGainedEventType2FigureType0ItemType0 | int] | list[GloomhavenBonusGainedEventType2FigureType1ItemType0 | int] | list[GloomhavenBonusGainedEventType2FigureType2ItemType0 | int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                figure_type_0 = []
                _figure_type_0 = data
                for figure_type_0_item_data in (_figure_type_0):
                    def _parse_figure_type_0_item(data: object) -> GloomhavenBonusGainedEventType2FigureType0ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_0_item_type_0 = check_gloomhaven_bonus_gained_event_type_2_figure_type_0_item_type_0(data)



                            return figure_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenBonusGainedEventType2FigureType0ItemType0 | int, data)

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
                    def _parse_figure_type_1_item(data: object) -> GloomhavenBonusGainedEventType2FigureType1ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_1_item_type_0 = check_gloomhaven_bonus_gained_event_type_2_figure_type_1_item_type_0(data)



                            return figure_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenBonusGainedEventType2FigureType1ItemType0 | int, data)

                    figure_type_1_item = _parse_figure_type_1_item(figure_type_1_item_data)

                    figure_type_1.append(figure_type_1_item)

                return figure_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            figure_type_2 = []
            _figure_type_2 = data
            for figure_type_2_item_data in (_figure_type_2):
                def _parse_figure_type_2_item(data: object) -> GloomhavenBonusGainedEventType2FigureType2ItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        figure_type_2_item_type_0 = check_gloomhaven_bonus_gained_event_type_2_figure_type_2_item_type_0(data)



                        return figure_type_2_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenBonusGainedEventType2FigureType2ItemType0 | int, data)

                figure_type_2_item = _parse_figure_type_2_item(figure_type_2_item_data)

                figure_type_2.append(figure_type_2_item)

            return figure_type_2

        figure = _parse_figure(d.pop("figure"))


        type_ = check_gloomhaven_bonus_gained_event_type_2_type(d.pop("type"))




        gloomhaven_bonus_gained_event_type_2 = cls(
            attack=attack,
            figure=figure,
            type_=type_,
        )

        return gloomhaven_bonus_gained_event_type_2

