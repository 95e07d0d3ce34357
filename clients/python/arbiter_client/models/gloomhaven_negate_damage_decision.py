from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_negate_damage_decision_kind import check_gloomhaven_negate_damage_decision_kind
from ..models.gloomhaven_negate_damage_decision_kind import GloomhavenNegateDamageDecisionKind
from ..types import UNSET, Unset
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
            items (list[int] | Unset): the items that shielded it from it
            pierce (int | Unset): an attack's Pierce left after the character's shields
     """

    amount: int
    character: int
    kind: GloomhavenNegateDamageDecisionKind
    seat: int
    source: str
    items: list[int] | Unset = UNSET
    pierce: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        character = self.character

        kind: str = self.kind

        seat = self.seat

        source = self.source

        items: list[int] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = self.items



        pierce = self.pierce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "character": character,
            "kind": kind,
            "seat": seat,
            "source": source,
        })
        if items is not UNSET:
            field_dict["items"] = items
        if pierce is not UNSET:
            field_dict["pierce"] = pierce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        character = d.pop("character")

        kind = check_gloomhaven_negate_damage_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        source = d.pop("source")

        items = cast(list[int], d.pop("items", UNSET))


        pierce = d.pop("pierce", UNSET)

        gloomhaven_negate_damage_decision = cls(
            amount=amount,
            character=character,
            kind=kind,
            seat=seat,
            source=source,
            items=items,
            pierce=pierce,
        )

        return gloomhaven_negate_damage_decision

