from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_escort_reaches_type import check_gloomhaven_rule_goal_escort_reaches_type
from ..models.gloomhaven_rule_goal_escort_reaches_type import GloomhavenRuleGoalEscortReachesType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalEscortReaches")



@_attrs_define
class GloomhavenRuleGoalEscortReaches:
    """ 
        Attributes:
            figure (str):
            hexes (list[list[int]]):
            type_ (GloomhavenRuleGoalEscortReachesType):
            adjacent (bool | Unset):
            count (int | Unset): that many escorts whose names start so
     """

    figure: str
    hexes: list[list[int]]
    type_: GloomhavenRuleGoalEscortReachesType
    adjacent: bool | Unset = UNSET
    count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        figure = self.figure

        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        type_: str = self.type_

        adjacent = self.adjacent

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "hexes": hexes,
            "type": type_,
        })
        if adjacent is not UNSET:
            field_dict["adjacent"] = adjacent
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = d.pop("figure")

        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        type_ = check_gloomhaven_rule_goal_escort_reaches_type(d.pop("type"))




        adjacent = d.pop("adjacent", UNSET)

        count = d.pop("count", UNSET)

        gloomhaven_rule_goal_escort_reaches = cls(
            figure=figure,
            hexes=hexes,
            type_=type_,
            adjacent=adjacent,
            count=count,
        )

        return gloomhaven_rule_goal_escort_reaches

