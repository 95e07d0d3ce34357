from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_damage_negated_for_event_type import check_gloomhaven_damage_negated_for_event_type
from ..models.gloomhaven_damage_negated_for_event_type import GloomhavenDamageNegatedForEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenDamageNegatedForEvent")



@_attrs_define
class GloomhavenDamageNegatedForEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            figure (list[int | str]):
            lost (int):
            type_ (GloomhavenDamageNegatedForEventType):
     """

    character: int
    figure: list[int | str]
    lost: int
    type_: GloomhavenDamageNegatedForEventType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        figure = []
        for figure_item_data in self.figure:
            figure_item: int | str
            figure_item = figure_item_data
            figure.append(figure_item)



        lost = self.lost

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "figure": figure,
            "lost": lost,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        figure = []
        _figure = d.pop("figure")
        for figure_item_data in (_figure):
            def _parse_figure_item(data: object) -> int | str:
                return cast(int | str, data)

            figure_item = _parse_figure_item(figure_item_data)

            figure.append(figure_item)


        lost = d.pop("lost")

        type_ = check_gloomhaven_damage_negated_for_event_type(d.pop("type"))




        gloomhaven_damage_negated_for_event = cls(
            character=character,
            figure=figure,
            lost=lost,
            type_=type_,
        )

        return gloomhaven_damage_negated_for_event

