from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_loss_piece_lost_type import check_gloomhaven_rule_loss_piece_lost_type
from ..models.gloomhaven_rule_loss_piece_lost_type import GloomhavenRuleLossPieceLostType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleLossPieceLost")



@_attrs_define
class GloomhavenRuleLossPieceLost:
    """ the piece has left play unused (its holder exhausted, the piece not dropped) (pieces.py)

        Attributes:
            piece (str):
            type_ (GloomhavenRuleLossPieceLostType):
     """

    piece: str
    type_: GloomhavenRuleLossPieceLostType





    def to_dict(self) -> dict[str, Any]:
        piece = self.piece

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "piece": piece,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        piece = d.pop("piece")

        type_ = check_gloomhaven_rule_loss_piece_lost_type(d.pop("type"))




        gloomhaven_rule_loss_piece_lost = cls(
            piece=piece,
            type_=type_,
        )

        return gloomhaven_rule_loss_piece_lost

