from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_figure_destroyed_type import check_gloomhaven_rule_event_figure_destroyed_type
from ..models.gloomhaven_rule_event_figure_destroyed_type import GloomhavenRuleEventFigureDestroyedType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventFigureDestroyed")



@_attrs_define
class GloomhavenRuleEventFigureDestroyed:
    """ the named objective has been destroyed or escort killed (tally.destroyed, tally.died)

        Attributes:
            figure (str):
            type_ (GloomhavenRuleEventFigureDestroyedType):
     """

    figure: str
    type_: GloomhavenRuleEventFigureDestroyedType





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

        type_ = check_gloomhaven_rule_event_figure_destroyed_type(d.pop("type"))




        gloomhaven_rule_event_figure_destroyed = cls(
            figure=figure,
            type_=type_,
        )

        return gloomhaven_rule_event_figure_destroyed

