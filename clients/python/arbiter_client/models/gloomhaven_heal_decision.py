from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_heal_decision_kind import check_gloomhaven_heal_decision_kind
from ..models.gloomhaven_heal_decision_kind import GloomhavenHealDecisionKind
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal





T = TypeVar("T", bound="GloomhavenHealDecision")



@_attrs_define
class GloomhavenHealDecision:
    """ 
        Attributes:
            ability (GloomhavenAbilityHeal): Heal X (no range, no selector: self)
            character (int): index of the character in state.characters
            kind (GloomhavenHealDecisionKind):
            seat (int):
     """

    ability: GloomhavenAbilityHeal
    character: int
    kind: GloomhavenHealDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal # noqa: PLC0415
        ability = self.ability.to_dict()

        character = self.character

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ability": ability,
            "character": character,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_ability_heal import GloomhavenAbilityHeal # noqa: PLC0415
        d = dict(src_dict)
        ability = GloomhavenAbilityHeal.from_dict(d.pop("ability"))




        character = d.pop("character")

        kind = check_gloomhaven_heal_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_heal_decision = cls(
            ability=ability,
            character=character,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_heal_decision

