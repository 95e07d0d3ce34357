from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_negate_damage_decision_kind import check_gloomhaven_negate_damage_decision_kind
from ..models.gloomhaven_negate_damage_decision_kind import GloomhavenNegateDamageDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenNegateDamageDecision")



@_attrs_define
class GloomhavenNegateDamageDecision:
    """ 
        Attributes:
            amount (int):
            character (int): index of the character in state.characters
            kind (GloomhavenNegateDamageDecisionKind):
            seat (int):
            source (str):
     """

    amount: int
    character: int
    kind: GloomhavenNegateDamageDecisionKind
    seat: int
    source: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        character = self.character

        kind: str = self.kind

        seat = self.seat

        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "character": character,
            "kind": kind,
            "seat": seat,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        character = d.pop("character")

        kind = check_gloomhaven_negate_damage_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        source = d.pop("source")

        gloomhaven_negate_damage_decision = cls(
            amount=amount,
            character=character,
            kind=kind,
            seat=seat,
            source=source,
        )

        return gloomhaven_negate_damage_decision

