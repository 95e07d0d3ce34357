from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_figure_activated_type import check_gloomhaven_rule_event_figure_activated_type
from ..models.gloomhaven_rule_event_figure_activated_type import GloomhavenRuleEventFigureActivatedType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventFigureActivated")



@_attrs_define
class GloomhavenRuleEventFigureActivated:
    """ the named token has been activated (tally.activated)

        Attributes:
            figure (str):
            type_ (GloomhavenRuleEventFigureActivatedType):
     """

    figure: str
    type_: GloomhavenRuleEventFigureActivatedType





    def to_dict(self) -> dict[str, Any]:
        figure = self.figure

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = d.pop("figure")

        type_ = check_gloomhaven_rule_event_figure_activated_type(d.pop("type"))




        gloomhaven_rule_event_figure_activated = cls(
            figure=figure,
            type_=type_,
        )

        return gloomhaven_rule_event_figure_activated

