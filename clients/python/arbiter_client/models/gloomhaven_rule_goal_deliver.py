from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_deliver_type import check_gloomhaven_rule_goal_deliver_type
from ..models.gloomhaven_rule_goal_deliver_type import GloomhavenRuleGoalDeliverType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalDeliver")



@_attrs_define
class GloomhavenRuleGoalDeliver:
    """ the piece's holder ends a turn beside one of the hexes (the piece fully charged) (pieces.py)

        Attributes:
            hexes (list[list[int]]):
            piece (str):
            type_ (GloomhavenRuleGoalDeliverType):
            charged (bool | Unset):
     """

    hexes: list[list[int]]
    piece: str
    type_: GloomhavenRuleGoalDeliverType
    charged: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        piece = self.piece

        type_: str = self.type_

        charged = self.charged


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "piece": piece,
            "type": type_,
        })
        if charged is not UNSET:
            field_dict["charged"] = charged

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        piece = d.pop("piece")

        type_ = check_gloomhaven_rule_goal_deliver_type(d.pop("type"))




        charged = d.pop("charged", UNSET)

        gloomhaven_rule_goal_deliver = cls(
            hexes=hexes,
            piece=piece,
            type_=type_,
            charged=charged,
        )

        return gloomhaven_rule_goal_deliver

