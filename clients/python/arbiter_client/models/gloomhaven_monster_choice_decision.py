from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_choice_decision_conditions_item import check_gloomhaven_monster_choice_decision_conditions_item
from ..models.gloomhaven_monster_choice_decision_conditions_item import GloomhavenMonsterChoiceDecisionConditionsItem
from ..models.gloomhaven_monster_choice_decision_kind import check_gloomhaven_monster_choice_decision_kind
from ..models.gloomhaven_monster_choice_decision_kind import GloomhavenMonsterChoiceDecisionKind
from ..models.gloomhaven_monster_choice_decision_purpose import check_gloomhaven_monster_choice_decision_purpose
from ..models.gloomhaven_monster_choice_decision_purpose import GloomhavenMonsterChoiceDecisionPurpose
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterChoiceDecision")



@_attrs_define
class GloomhavenMonsterChoiceDecision:
    """ a monster's choice the rules leave to the players

        Attributes:
            hexes (list[list[int]]):
            kind (GloomhavenMonsterChoiceDecisionKind):
            purpose (GloomhavenMonsterChoiceDecisionPurpose):
            seat (int):
            conditions (list[GloomhavenMonsterChoiceDecisionConditionsItem] | Unset):
            value (int | Unset):
     """

    hexes: list[list[int]]
    kind: GloomhavenMonsterChoiceDecisionKind
    purpose: GloomhavenMonsterChoiceDecisionPurpose
    seat: int
    conditions: list[GloomhavenMonsterChoiceDecisionConditionsItem] | Unset = UNSET
    value: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        kind: str = self.kind

        purpose: str = self.purpose

        seat = self.seat

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item: str = conditions_item_data
                conditions.append(conditions_item)



        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "kind": kind,
            "purpose": purpose,
            "seat": seat,
        })
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        kind = check_gloomhaven_monster_choice_decision_kind(d.pop("kind"))




        purpose = check_gloomhaven_monster_choice_decision_purpose(d.pop("purpose"))




        seat = d.pop("seat")

        _conditions = d.pop("conditions", UNSET)
        conditions: list[GloomhavenMonsterChoiceDecisionConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = check_gloomhaven_monster_choice_decision_conditions_item(conditions_item_data)



                conditions.append(conditions_item)


        value = d.pop("value", UNSET)

        gloomhaven_monster_choice_decision = cls(
            hexes=hexes,
            kind=kind,
            purpose=purpose,
            seat=seat,
            conditions=conditions,
            value=value,
        )

        return gloomhaven_monster_choice_decision

