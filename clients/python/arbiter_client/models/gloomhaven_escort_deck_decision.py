from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_escort_deck_decision_kind import check_gloomhaven_escort_deck_decision_kind
from ..models.gloomhaven_escort_deck_decision_kind import GloomhavenEscortDeckDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenEscortDeckDecision")



@_attrs_define
class GloomhavenEscortDeckDecision:
    """ the deck an escort that attacks draws from, the players' choice

        Attributes:
            escort (str):
            kind (GloomhavenEscortDeckDecisionKind):
            seat (int):
     """

    escort: str
    kind: GloomhavenEscortDeckDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        escort = self.escort

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "escort": escort,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        escort = d.pop("escort")

        kind = check_gloomhaven_escort_deck_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_escort_deck_decision = cls(
            escort=escort,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_escort_deck_decision

