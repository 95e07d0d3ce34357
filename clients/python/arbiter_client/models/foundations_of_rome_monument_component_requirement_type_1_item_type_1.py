from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_1_kind import check_foundations_of_rome_monument_component_requirement_type_1_item_type_1_kind
from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_1_kind import FoundationsOfRomeMonumentComponentRequirementType1ItemType1Kind
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeMonumentComponentRequirementType1ItemType1")



@_attrs_define
class FoundationsOfRomeMonumentComponentRequirementType1ItemType1:
    """ 
        Attributes:
            at_least (int):
            kind (FoundationsOfRomeMonumentComponentRequirementType1ItemType1Kind):
     """

    at_least: int
    kind: FoundationsOfRomeMonumentComponentRequirementType1ItemType1Kind





    def to_dict(self) -> dict[str, Any]:
        at_least = self.at_least

        kind: str = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at_least": at_least,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at_least = d.pop("at_least")

        kind = check_foundations_of_rome_monument_component_requirement_type_1_item_type_1_kind(d.pop("kind"))




        foundations_of_rome_monument_component_requirement_type_1_item_type_1 = cls(
            at_least=at_least,
            kind=kind,
        )

        return foundations_of_rome_monument_component_requirement_type_1_item_type_1

