from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_lose_cards_decision_kind import check_gloomhaven_lose_cards_decision_kind
from ..models.gloomhaven_lose_cards_decision_kind import GloomhavenLoseCardsDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenLoseCardsDecision")



@_attrs_define
class GloomhavenLoseCardsDecision:
    """ cards of the hand or discard pile to lose (Chimeric Formula)

        Attributes:
            character (int): index of the character in state.characters
            count (int):
            kind (GloomhavenLoseCardsDecisionKind):
            seat (int):
     """

    character: int
    count: int
    kind: GloomhavenLoseCardsDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        count = self.count

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "count": count,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        count = d.pop("count")

        kind = check_gloomhaven_lose_cards_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_lose_cards_decision = cls(
            character=character,
            count=count,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_lose_cards_decision

