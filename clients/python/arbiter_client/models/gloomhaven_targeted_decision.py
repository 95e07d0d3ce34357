from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_targeted_decision_kind import check_gloomhaven_targeted_decision_kind
from ..models.gloomhaven_targeted_decision_kind import GloomhavenTargetedDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenTargetedDecision")



@_attrs_define
class GloomhavenTargetedDecision:
    """ an enemy's attack on the character is about to draw: it may use an item (Leather Armor)

        Attributes:
            character (int): index of the character in state.characters
            kind (GloomhavenTargetedDecisionKind):
            seat (int):
     """

    character: int
    kind: GloomhavenTargetedDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        kind = check_gloomhaven_targeted_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_targeted_decision = cls(
            character=character,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_targeted_decision

