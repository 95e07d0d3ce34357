from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_free_figure_cost import check_gloomhaven_rule_setup_free_figure_cost
from ..models.gloomhaven_rule_setup_free_figure_cost import GloomhavenRuleSetupFreeFigureCost
from ..models.gloomhaven_rule_setup_free_figure_type import check_gloomhaven_rule_setup_free_figure_type
from ..models.gloomhaven_rule_setup_free_figure_type import GloomhavenRuleSetupFreeFigureType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupFreeFigure")



@_attrs_define
class GloomhavenRuleSetupFreeFigure:
    """ a character beside a figure whose name starts so may forgo an action (the card discarded) to free it: removed from
    the map (tally.freed) (marker_actions.py)

        Attributes:
            cost (GloomhavenRuleSetupFreeFigureCost):
            figure (str):
            type_ (GloomhavenRuleSetupFreeFigureType):
     """

    cost: GloomhavenRuleSetupFreeFigureCost
    figure: str
    type_: GloomhavenRuleSetupFreeFigureType





    def to_dict(self) -> dict[str, Any]:
        cost: str = self.cost

        figure = self.figure

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cost": cost,
            "figure": figure,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cost = check_gloomhaven_rule_setup_free_figure_cost(d.pop("cost"))




        figure = d.pop("figure")

        type_ = check_gloomhaven_rule_setup_free_figure_type(d.pop("type"))




        gloomhaven_rule_setup_free_figure = cls(
            cost=cost,
            figure=figure,
            type_=type_,
        )

        return gloomhaven_rule_setup_free_figure

