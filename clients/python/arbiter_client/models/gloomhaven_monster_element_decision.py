from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_element_decision_elements_item import check_gloomhaven_monster_element_decision_elements_item
from ..models.gloomhaven_monster_element_decision_elements_item import GloomhavenMonsterElementDecisionElementsItem
from ..models.gloomhaven_monster_element_decision_kind import check_gloomhaven_monster_element_decision_kind
from ..models.gloomhaven_monster_element_decision_kind import GloomhavenMonsterElementDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterElementDecision")



@_attrs_define
class GloomhavenMonsterElementDecision:
    """ the element a monster consumes for "any element", the players' choice

        Attributes:
            elements (list[GloomhavenMonsterElementDecisionElementsItem]):
            kind (GloomhavenMonsterElementDecisionKind):
            seat (int):
     """

    elements: list[GloomhavenMonsterElementDecisionElementsItem]
    kind: GloomhavenMonsterElementDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        elements = []
        for elements_item_data in self.elements:
            elements_item: str = elements_item_data
            elements.append(elements_item)



        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "elements": elements,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        elements = []
        _elements = d.pop("elements")
        for elements_item_data in (_elements):
            elements_item = check_gloomhaven_monster_element_decision_elements_item(elements_item_data)



            elements.append(elements_item)


        kind = check_gloomhaven_monster_element_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        gloomhaven_monster_element_decision = cls(
            elements=elements,
            kind=kind,
            seat=seat,
        )

        return gloomhaven_monster_element_decision

