from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_short_rest_keep_decision_kind import check_gloomhaven_short_rest_keep_decision_kind
from ..models.gloomhaven_short_rest_keep_decision_kind import GloomhavenShortRestKeepDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenShortRestKeepDecision")



@_attrs_define
class GloomhavenShortRestKeepDecision:
    """ 
        Attributes:
            card (int):
            character (int): index of the character in state.characters
            kind (GloomhavenShortRestKeepDecisionKind):
            seat (int):
     """

    card: int
    character: int
    kind: GloomhavenShortRestKeepDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        kind = check_gloomhaven_short_rest_keep_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_short_rest_keep_decision = cls(
            card=card,
            character=character,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_short_rest_keep_decision

