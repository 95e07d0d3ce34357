from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_protect_figure_cost import check_gloomhaven_rule_setup_protect_figure_cost
from ..models.gloomhaven_rule_setup_protect_figure_cost import GloomhavenRuleSetupProtectFigureCost
from ..models.gloomhaven_rule_setup_protect_figure_match import check_gloomhaven_rule_setup_protect_figure_match
from ..models.gloomhaven_rule_setup_protect_figure_match import GloomhavenRuleSetupProtectFigureMatch
from ..models.gloomhaven_rule_setup_protect_figure_type import check_gloomhaven_rule_setup_protect_figure_type
from ..models.gloomhaven_rule_setup_protect_figure_type import GloomhavenRuleSetupProtectFigureType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupProtectFigure")



@_attrs_define
class GloomhavenRuleSetupProtectFigure:
    """ (that many times in the scenario) as the figure (with match prefix: any whose name starts so) would suffer damage, a
    character may lose a card of its hand so that it suffers none (objectives.py)

        Attributes:
            cost (GloomhavenRuleSetupProtectFigureCost):
            figure (str):
            type_ (GloomhavenRuleSetupProtectFigureType):
            match (GloomhavenRuleSetupProtectFigureMatch | Unset):
            uses (int | Unset):
     """

    cost: GloomhavenRuleSetupProtectFigureCost
    figure: str
    type_: GloomhavenRuleSetupProtectFigureType
    match: GloomhavenRuleSetupProtectFigureMatch | Unset = UNSET
    uses: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        cost: str = self.cost

        figure = self.figure

        type_: str = self.type_

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match


        uses = self.uses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cost": cost,
            "figure": figure,
            "type": type_,
        })
        if match is not UNSET:
            field_dict["match"] = match
        if uses is not UNSET:
            field_dict["uses"] = uses

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cost = check_gloomhaven_rule_setup_protect_figure_cost(d.pop("cost"))




        figure = d.pop("figure")

        type_ = check_gloomhaven_rule_setup_protect_figure_type(d.pop("type"))




        _match = d.pop("match", UNSET)
        match: GloomhavenRuleSetupProtectFigureMatch | Unset
        if isinstance(_match,  Unset):
            match = UNSET
        else:
            match = check_gloomhaven_rule_setup_protect_figure_match(_match)




        uses = d.pop("uses", UNSET)

        gloomhaven_rule_setup_protect_figure = cls(
            cost=cost,
            figure=figure,
            type_=type_,
            match=match,
            uses=uses,
        )

        return gloomhaven_rule_setup_protect_figure

