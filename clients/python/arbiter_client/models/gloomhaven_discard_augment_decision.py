from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_discard_augment_decision_kind import check_gloomhaven_discard_augment_decision_kind
from ..models.gloomhaven_discard_augment_decision_kind import GloomhavenDiscardAugmentDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenDiscardAugmentDecision")



@_attrs_define
class GloomhavenDiscardAugmentDecision:
    """ which augment to discard (Mass Hysteria: a third augment played)

        Attributes:
            cards (list[int]):
            character (int): index of the character in state.characters
            kind (GloomhavenDiscardAugmentDecisionKind):
            seat (int):
     """

    cards: list[int]
    character: int
    kind: GloomhavenDiscardAugmentDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        character = self.character

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "character": character,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        character = d.pop("character")

        kind = check_gloomhaven_discard_augment_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_discard_augment_decision = cls(
            cards=cards,
            character=character,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_discard_augment_decision

