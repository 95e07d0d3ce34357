from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_protect_figure_decision_figure_item_type_0 import check_gloomhaven_protect_figure_decision_figure_item_type_0
from ..models.gloomhaven_protect_figure_decision_figure_item_type_0 import GloomhavenProtectFigureDecisionFigureItemType0
from ..models.gloomhaven_protect_figure_decision_kind import check_gloomhaven_protect_figure_decision_kind
from ..models.gloomhaven_protect_figure_decision_kind import GloomhavenProtectFigureDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenProtectFigureDecision")



@_attrs_define
class GloomhavenProtectFigureDecision:
    """ a figure a scenario lets the players protect is about to suffer damage (protect_figure)

        Attributes:
            amount (int):
            figure (list[GloomhavenProtectFigureDecisionFigureItemType0 | int]):
            kind (GloomhavenProtectFigureDecisionKind):
            seat (int):
            source (str):
     """

    amount: int
    figure: list[GloomhavenProtectFigureDecisionFigureItemType0 | int]
    kind: GloomhavenProtectFigureDecisionKind
    seat: int
    source: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

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

        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "figure": figure,
            "kind": kind,
            "seat": seat,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        figure = []
        _figure = d.pop("figure")
        for figure_item_data in (_figure):
            def _parse_figure_item(data: object) -> GloomhavenProtectFigureDecisionFigureItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    figure_item_type_0 = check_gloomhaven_protect_figure_decision_figure_item_type_0(data)



                    return figure_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenProtectFigureDecisionFigureItemType0 | int, data)

            figure_item = _parse_figure_item(figure_item_data)

            figure.append(figure_item)


        kind = check_gloomhaven_protect_figure_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        source = d.pop("source")

        gloomhaven_protect_figure_decision = cls(
            amount=amount,
            figure=figure,
            kind=kind,
            seat=seat,
            source=source,
        )

        return gloomhaven_protect_figure_decision

