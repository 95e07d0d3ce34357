from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_draw_monster_card_decision_kind import check_gloomhaven_draw_monster_card_decision_kind
from ..models.gloomhaven_draw_monster_card_decision_kind import GloomhavenDrawMonsterCardDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenDrawMonsterCardDecision")



@_attrs_define
class GloomhavenDrawMonsterCardDecision:
    """ 
        Attributes:
            deck (str):
            kind (GloomhavenDrawMonsterCardDecisionKind):
            seat (int):
     """

    deck: str
    kind: GloomhavenDrawMonsterCardDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deck": deck,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = d.pop("deck")

        kind = check_gloomhaven_draw_monster_card_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_draw_monster_card_decision = cls(
            deck=deck,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_draw_monster_card_decision

