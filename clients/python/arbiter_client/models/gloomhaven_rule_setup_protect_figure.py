from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_protect_figure_cost import check_gloomhaven_rule_setup_protect_figure_cost
from ..models.gloomhaven_rule_setup_protect_figure_cost import GloomhavenRuleSetupProtectFigureCost
from ..models.gloomhaven_rule_setup_protect_figure_type import check_gloomhaven_rule_setup_protect_figure_type
from ..models.gloomhaven_rule_setup_protect_figure_type import GloomhavenRuleSetupProtectFigureType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupProtectFigure")



@_attrs_define
class GloomhavenRuleSetupProtectFigure:
    """ that many times in the scenario, as the figure would suffer damage, a character may lose a card of its hand so that
    it suffers none (objectives.py)

        Attributes:
            cost (GloomhavenRuleSetupProtectFigureCost):
            figure (str):
            type_ (GloomhavenRuleSetupProtectFigureType):
            uses (int):
     """

    cost: GloomhavenRuleSetupProtectFigureCost
    figure: str
    type_: GloomhavenRuleSetupProtectFigureType
    uses: int





    def to_dict(self) -> dict[str, Any]:
        cost: str = self.cost

        figure = self.figure

        type_: str = self.type_

        uses = self.uses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cost": cost,
            "figure": figure,
            "type": type_,
            "uses": uses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cost = check_gloomhaven_rule_setup_protect_figure_cost(d.pop("cost"))




        figure = d.pop("figure")

        type_ = check_gloomhaven_rule_setup_protect_figure_type(d.pop("type"))




        uses = d.pop("uses")

        gloomhaven_rule_setup_protect_figure = cls(
            cost=cost,
            figure=figure,
            type_=type_,
            uses=uses,
        )

        return gloomhaven_rule_setup_protect_figure

