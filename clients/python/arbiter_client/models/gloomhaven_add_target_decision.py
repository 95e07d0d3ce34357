from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_add_target_decision_kind import check_gloomhaven_add_target_decision_kind
from ..models.gloomhaven_add_target_decision_kind import GloomhavenAddTargetDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenAddTargetDecision")



@_attrs_define
class GloomhavenAddTargetDecision:
    """ the enemy a modifier card's Add Target adds to the attack in progress

        Attributes:
            character (int): index of the character in state.characters
            kind (GloomhavenAddTargetDecisionKind):
            left (int):
            seat (int):
     """

    character: int
    kind: GloomhavenAddTargetDecisionKind
    left: int
    seat: int





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        kind: str = self.kind

        left = self.left

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "kind": kind,
            "left": left,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        kind = check_gloomhaven_add_target_decision_kind(d.pop("kind"))




        left = d.pop("left")

        seat = d.pop("seat")

        gloomhaven_add_target_decision = cls(
            character=character,
            kind=kind,
            left=left,
            seat=seat,
        )

        return gloomhaven_add_target_decision

