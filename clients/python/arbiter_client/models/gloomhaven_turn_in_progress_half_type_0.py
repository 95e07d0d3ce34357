from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_turn_in_progress_half_type_0_half import check_gloomhaven_turn_in_progress_half_type_0_half
from ..models.gloomhaven_turn_in_progress_half_type_0_half import GloomhavenTurnInProgressHalfType0Half
from typing import cast






T = TypeVar("T", bound="GloomhavenTurnInProgressHalfType0")



@_attrs_define
class GloomhavenTurnInProgressHalfType0:
    """ 
        Attributes:
            basic (bool):
            card (int):
            half (GloomhavenTurnInProgressHalfType0Half):
     """

    basic: bool
    card: int
    half: GloomhavenTurnInProgressHalfType0Half





    def to_dict(self) -> dict[str, Any]:
        basic = self.basic

        card = self.card

        half: str = self.half


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "basic": basic,
            "card": card,
            "half": half,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basic = d.pop("basic")

        card = d.pop("card")

        half = check_gloomhaven_turn_in_progress_half_type_0_half(d.pop("half"))




        gloomhaven_turn_in_progress_half_type_0 = cls(
            basic=basic,
            card=card,
            half=half,
        )

        return gloomhaven_turn_in_progress_half_type_0

