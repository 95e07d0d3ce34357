from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_civic_scoring_per import check_foundations_of_rome_civic_scoring_per
from ..models.foundations_of_rome_civic_scoring_per import FoundationsOfRomeCivicScoringPer
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeCivicScoring")



@_attrs_define
class FoundationsOfRomeCivicScoring:
    """ VP per adjacent building / citizen / silver / civic building, per 'divisor' of them

        Attributes:
            divisor (int):
            per (FoundationsOfRomeCivicScoringPer):
            vp (int):
     """

    divisor: int
    per: FoundationsOfRomeCivicScoringPer
    vp: int





    def to_dict(self) -> dict[str, Any]:
        divisor = self.divisor

        per: str = self.per

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "divisor": divisor,
            "per": per,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        divisor = d.pop("divisor")

        per = check_foundations_of_rome_civic_scoring_per(d.pop("per"))




        vp = d.pop("vp")

        foundations_of_rome_civic_scoring = cls(
            divisor=divisor,
            per=per,
            vp=vp,
        )

        return foundations_of_rome_civic_scoring

