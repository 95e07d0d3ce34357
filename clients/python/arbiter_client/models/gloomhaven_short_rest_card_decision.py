from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_short_rest_card_decision_kind import check_gloomhaven_short_rest_card_decision_kind
from ..models.gloomhaven_short_rest_card_decision_kind import GloomhavenShortRestCardDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenShortRestCardDecision")



@_attrs_define
class GloomhavenShortRestCardDecision:
    """ 
        Attributes:
            kept (int | None):
            kind (GloomhavenShortRestCardDecisionKind):
            resting (int): index of the character in state.characters
            seat (int):
     """

    kept: int | None
    kind: GloomhavenShortRestCardDecisionKind
    resting: int
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kept: int | None
        kept = self.kept

        kind: str = self.kind

        resting = self.resting

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kept": kept,
            "kind": kind,
            "resting": resting,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_kept(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        kept = _parse_kept(d.pop("kept"))


        kind = check_gloomhaven_short_rest_card_decision_kind(d.pop("kind"))




        resting = d.pop("resting")

        seat = d.pop("seat")

        gloomhaven_short_rest_card_decision = cls(
            kept=kept,
            kind=kind,
            resting=resting,
            seat=seat,
        )

        return gloomhaven_short_rest_card_decision

