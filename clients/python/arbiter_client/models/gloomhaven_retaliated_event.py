from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_retaliated_event_figure_type_0_item_type_0 import check_gloomhaven_retaliated_event_figure_type_0_item_type_0
from ..models.gloomhaven_retaliated_event_figure_type_0_item_type_0 import GloomhavenRetaliatedEventFigureType0ItemType0
from ..models.gloomhaven_retaliated_event_figure_type_1_item_type_0 import check_gloomhaven_retaliated_event_figure_type_1_item_type_0
from ..models.gloomhaven_retaliated_event_figure_type_1_item_type_0 import GloomhavenRetaliatedEventFigureType1ItemType0
from ..models.gloomhaven_retaliated_event_figure_type_2_item_type_0 import check_gloomhaven_retaliated_event_figure_type_2_item_type_0
from ..models.gloomhaven_retaliated_event_figure_type_2_item_type_0 import GloomhavenRetaliatedEventFigureType2ItemType0
from ..models.gloomhaven_retaliated_event_figure_type_3_item_type_0 import check_gloomhaven_retaliated_event_figure_type_3_item_type_0
from ..models.gloomhaven_retaliated_event_figure_type_3_item_type_0 import GloomhavenRetaliatedEventFigureType3ItemType0
from ..models.gloomhaven_retaliated_event_target_type_0_item_type_0 import check_gloomhaven_retaliated_event_target_type_0_item_type_0
from ..models.gloomhaven_retaliated_event_target_type_0_item_type_0 import GloomhavenRetaliatedEventTargetType0ItemType0
from ..models.gloomhaven_retaliated_event_target_type_1_item_type_0 import check_gloomhaven_retaliated_event_target_type_1_item_type_0
from ..models.gloomhaven_retaliated_event_target_type_1_item_type_0 import GloomhavenRetaliatedEventTargetType1ItemType0
from ..models.gloomhaven_retaliated_event_target_type_2_item_type_0 import check_gloomhaven_retaliated_event_target_type_2_item_type_0
from ..models.gloomhaven_retaliated_event_target_type_2_item_type_0 import GloomhavenRetaliatedEventTargetType2ItemType0
from ..models.gloomhaven_retaliated_event_target_type_3_item_type_0 import check_gloomhaven_retaliated_event_target_type_3_item_type_0
from ..models.gloomhaven_retaliated_event_target_type_3_item_type_0 import GloomhavenRetaliatedEventTargetType3ItemType0
from ..models.gloomhaven_retaliated_event_type import check_gloomhaven_retaliated_event_type
from ..models.gloomhaven_retaliated_event_type import GloomhavenRetaliatedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenRetaliatedEvent")



@_attrs_define
class GloomhavenRetaliatedEvent:
    """ 
        Attributes:
            damage (int):
            figure (list[GloomhavenRetaliatedEventFigureType0ItemType0 | int] |
                list[GloomhavenRetaliatedEventFigureType1ItemType0 | int] | list[GloomhavenRetaliatedEventFigureType2ItemType0 |
                int] | list[GloomhavenRetaliatedEventFigureType3ItemType0 | int]): a character, summon, monster or escort
            target (list[GloomhavenRetaliatedEventTargetType0ItemType0 | int] |
                list[GloomhavenRetaliatedEventTargetType1ItemType0 | int] | list[GloomhavenRetaliatedEventTargetType2ItemType0 |
                int] | list[GloomhavenRetaliatedEventTargetType3ItemType0 | int]): a character, summon, monster or escort
            type_ (GloomhavenRetaliatedEventType):
     """

    damage: int
    figure: list[GloomhavenRetaliatedEventFigureType0ItemType0 | int] | list[GloomhavenRetaliatedEventFigureType1ItemType0 | int] | list[GloomhavenRetaliatedEventFigureType2ItemType0 | int] | list[GloomhavenRetaliatedEventFigureType3ItemType0 | int]
    target: list[GloomhavenRetaliatedEventTargetType0ItemType0 | int] | list[GloomhavenRetaliatedEventTargetType1ItemType0 | int] | list[GloomhavenRetaliatedEventTargetType2ItemType0 | int] | list[GloomhavenRetaliatedEventTargetType3ItemType0 | int]
    type_: GloomhavenRetaliatedEventType





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


        else:
            figure = []
            for figure_type_3_item_data in self.figure:
                figure_type_3_item: int | str
                if isinstance(figure_type_3_item_data, str):
                    figure_type_3_item = figure_type_3_item_data
                else:
                    figure_type_3_item = figure_type_3_item_data
                figure.append(figure_type_3_item)




        target: list[int | str]
        if isinstance(self.target, list):
            target = []
            for target_type_0_item_data in self.target:
                target_type_0_item: int | str
                if isinstance(target_type_0_item_data, str):
                    target_type_0_item = target_type_0_item_data
                else:
                    target_type_0_item = target_type_0_item_data
                target.append(target_type_0_item)


        elif isinstance(self.target, list):
            target = []
            for target_type_1_item_data in self.target:
                target_type_1_item: int | str
                if isinstance(target_type_1_item_data, str):
                    target_type_1_item = target_type_1_item_data
                else:
                    target_type_1_item = target_type_1_item_data
                target.append(target_type_1_item)


        elif isinstance(self.target, list):
            target = []
            for target_type_2_item_data in self.target:
                target_type_2_item: int | str
                if isinstance(target_type_2_item_data, str):
                    target_type_2_item = target_type_2_item_data
                else:
                    target_type_2_item = target_type_2_item_data
                target.append(target_type_2_item)


        else:
            target = []
            for target_type_3_item_data in self.target:
                target_type_3_item: int | str
                if isinstance(target_type_3_item_data, str):
                    target_type_3_item = target_type_3_item_data
                else:
                    target_type_3_item = target_type_3_item_data
                target.append(target_type_3_item)




        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "damage": damage,
            "figure": figure,
            "target": target,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        damage = d.pop("damage")

        def _parse_figure(data: object) -> list[GloomhavenRetaliatedEventFigureType0ItemType0 | int] | list[GloomhavenRetaliatedEventFigureType1ItemType0 | int] | list[GloomhavenRetaliatedEventFigureType2ItemType0 | int] | list[GloomhavenRetaliatedEventFigureType3ItemType0 | int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                figure_type_0 = []
                _figure_type_0 = data
                for figure_type_0_item_data in (_figure_type_0):
                    def _parse_figure_type_0_item(data: object) -> GloomhavenRetaliatedEventFigureType0ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_0_item_type_0 = check_gloomhaven_retaliated_event_figure_type_0_item_type_0(data)



                            return figure_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenRetaliatedEventFigureType0ItemType0 | int, data)

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
                    def _parse_figure_type_1_item(data: object) -> GloomhavenRetaliatedEventFigureType1ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_1_item_type_0 = check_gloomhaven_retaliated_event_figure_type_1_item_type_0(data)



                            return figure_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenRetaliatedEventFigureType1ItemType0 | int, data)

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
                    def _parse_figure_type_2_item(data: object) -> GloomhavenRetaliatedEventFigureType2ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            figure_type_2_item_type_0 = check_gloomhaven_retaliated_event_figure_type_2_item_type_0(data)



                            return figure_type_2_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenRetaliatedEventFigureType2ItemType0 | int, data)

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
                def _parse_figure_type_3_item(data: object) -> GloomhavenRetaliatedEventFigureType3ItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        figure_type_3_item_type_0 = check_gloomhaven_retaliated_event_figure_type_3_item_type_0(data)



                        return figure_type_3_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenRetaliatedEventFigureType3ItemType0 | int, data)

                figure_type_3_item = _parse_figure_type_3_item(figure_type_3_item_data)

                figure_type_3.append(figure_type_3_item)

            return figure_type_3

        figure = _parse_figure(d.pop("figure"))


        def _parse_target(data: object) -> list[GloomhavenRetaliatedEventTargetType0ItemType0 | int] | list[GloomhavenRetaliatedEventTargetType1ItemType0 | int] | list[GloomhavenRetaliatedEventTargetType2ItemType0 | int] | list[GloomhavenRetaliatedEventTargetType3ItemType0 | int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_type_0 = []
                _target_type_0 = data
                for target_type_0_item_data in (_target_type_0):
                    def _parse_target_type_0_item(data: object) -> GloomhavenRetaliatedEventTargetType0ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            target_type_0_item_type_0 = check_gloomhaven_retaliated_event_target_type_0_item_type_0(data)



                            return target_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenRetaliatedEventTargetType0ItemType0 | int, data)

                    target_type_0_item = _parse_target_type_0_item(target_type_0_item_data)

                    target_type_0.append(target_type_0_item)

                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_type_1 = []
                _target_type_1 = data
                for target_type_1_item_data in (_target_type_1):
                    def _parse_target_type_1_item(data: object) -> GloomhavenRetaliatedEventTargetType1ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            target_type_1_item_type_0 = check_gloomhaven_retaliated_event_target_type_1_item_type_0(data)



                            return target_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenRetaliatedEventTargetType1ItemType0 | int, data)

                    target_type_1_item = _parse_target_type_1_item(target_type_1_item_data)

                    target_type_1.append(target_type_1_item)

                return target_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_type_2 = []
                _target_type_2 = data
                for target_type_2_item_data in (_target_type_2):
                    def _parse_target_type_2_item(data: object) -> GloomhavenRetaliatedEventTargetType2ItemType0 | int:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            target_type_2_item_type_0 = check_gloomhaven_retaliated_event_target_type_2_item_type_0(data)



                            return target_type_2_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(GloomhavenRetaliatedEventTargetType2ItemType0 | int, data)

                    target_type_2_item = _parse_target_type_2_item(target_type_2_item_data)

                    target_type_2.append(target_type_2_item)

                return target_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            target_type_3 = []
            _target_type_3 = data
            for target_type_3_item_data in (_target_type_3):
                def _parse_target_type_3_item(data: object) -> GloomhavenRetaliatedEventTargetType3ItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        target_type_3_item_type_0 = check_gloomhaven_retaliated_event_target_type_3_item_type_0(data)



                        return target_type_3_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GloomhavenRetaliatedEventTargetType3ItemType0 | int, data)

                target_type_3_item = _parse_target_type_3_item(target_type_3_item_data)

                target_type_3.append(target_type_3_item)

            return target_type_3

        target = _parse_target(d.pop("target"))


        type_ = check_gloomhaven_retaliated_event_type(d.pop("type"))




        gloomhaven_retaliated_event = cls(
            damage=damage,
            figure=figure,
            target=target,
            type_=type_,
        )

        return gloomhaven_retaliated_event

