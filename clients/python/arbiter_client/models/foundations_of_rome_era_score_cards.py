from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundationsOfRomeEraScoreCards")



@_attrs_define
class FoundationsOfRomeEraScoreCards:
    """ VP from Player Role (and Invocation) cards

        Attributes:
            vp (int):
     """

    vp: int





    def to_dict(self) -> dict[str, Any]:
        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vp = d.pop("vp")

        foundations_of_rome_era_score_cards = cls(
            vp=vp,
        )

        return foundations_of_rome_era_score_cards

