from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_draw_modifier_decision_figure_item_type_0 import check_gloomhaven_draw_modifier_decision_figure_item_type_0
from ..models.gloomhaven_draw_modifier_decision_figure_item_type_0 import GloomhavenDrawModifierDecisionFigureItemType0
from ..models.gloomhaven_draw_modifier_decision_kind import check_gloomhaven_draw_modifier_decision_kind
from ..models.gloomhaven_draw_modifier_decision_kind import GloomhavenDrawModifierDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenDrawModifierDecision")



@_attrs_define
class GloomhavenDrawModifierDecision:
    """ 
        Attributes:
            figure (list[GloomhavenDrawModifierDecisionFigureItemType0 | int]):
            kind (GloomhavenDrawModifierDecisionKind):
            seat (int):
     """

    figure: list[GloomhavenDrawModifierDecisionFigureItemType0 | int]
    kind: GloomhavenDrawModifierDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        figure = []
        for figure_item_data in self.figure:
            figure_item: int | str
            if isinstance(figure_item_data, str):
                figure_item = figure_item_data
            else:
                figure_item = figure_item_data
            figure.append(figure_item)



        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = []
        _figure = d.pop("figure")
        for figure_item_data in (_figure):
            def _parse_figure_item(data: object) -> GloomhavenDrawModifierDecisionFigureItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    figure_item_type_0 = check_gloomhaven_draw_modifier_decision_figure_item_type_0(data)



                    return figure_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenDrawModifierDecisionFigureItemType0 | int, data)

            figure_item = _parse_figure_item(figure_item_data)

            figure.append(figure_item)


        kind = check_gloomhaven_draw_modifier_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_draw_modifier_decision = cls(
            figure=figure,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_draw_modifier_decision

