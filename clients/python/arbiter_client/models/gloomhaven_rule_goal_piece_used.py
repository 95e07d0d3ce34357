from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_piece_used_type import check_gloomhaven_rule_goal_piece_used_type
from ..models.gloomhaven_rule_goal_piece_used_type import GloomhavenRuleGoalPieceUsedType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalPieceUsed")



@_attrs_define
class GloomhavenRuleGoalPieceUsed:
    """ one of the pieces was discarded for its use (tally.used) (pieces.py)

        Attributes:
            pieces (list[str]):
            type_ (GloomhavenRuleGoalPieceUsedType):
     """

    pieces: list[str]
    type_: GloomhavenRuleGoalPieceUsedType





    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pieces": pieces,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))


        type_ = check_gloomhaven_rule_goal_piece_used_type(d.pop("type"))




        gloomhaven_rule_goal_piece_used = cls(
            pieces=pieces,
            type_=type_,
        )

        return gloomhaven_rule_goal_piece_used

