from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_loss_figure_dies_match import check_gloomhaven_rule_loss_figure_dies_match
from ..models.gloomhaven_rule_loss_figure_dies_match import GloomhavenRuleLossFigureDiesMatch
from ..models.gloomhaven_rule_loss_figure_dies_type import check_gloomhaven_rule_loss_figure_dies_type
from ..models.gloomhaven_rule_loss_figure_dies_type import GloomhavenRuleLossFigureDiesType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleLossFigureDies")



@_attrs_define
class GloomhavenRuleLossFigureDies:
    """ 
        Attributes:
            figure (str):
            type_ (GloomhavenRuleLossFigureDiesType):
            count (int | Unset):
            match (GloomhavenRuleLossFigureDiesMatch | Unset):
     """

    figure: str
    type_: GloomhavenRuleLossFigureDiesType
    count: int | Unset = UNSET
    match: GloomhavenRuleLossFigureDiesMatch | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        figure = self.figure

        type_: str = self.type_

        count = self.count

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "type": type_,
        })
        if count is not UNSET:
            field_dict["count"] = count
        if match is not UNSET:
            field_dict["match"] = match

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = d.pop("figure")

        type_ = check_gloomhaven_rule_loss_figure_dies_type(d.pop("type"))




        count = d.pop("count", UNSET)

        _match = d.pop("match", UNSET)
        match: GloomhavenRuleLossFigureDiesMatch | Unset
        if isinstance(_match,  Unset):
            match = UNSET
        else:
            match = check_gloomhaven_rule_loss_figure_dies_match(_match)




        gloomhaven_rule_loss_figure_dies = cls(
            figure=figure,
            type_=type_,
            count=count,
            match=match,
        )

        return gloomhaven_rule_loss_figure_dies

