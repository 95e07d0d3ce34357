from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_monument_component_requirement_type_0_type_0_kind import check_foundations_of_rome_monument_component_requirement_type_0_type_0_kind
from ..models.foundations_of_rome_monument_component_requirement_type_0_type_0_kind import FoundationsOfRomeMonumentComponentRequirementType0Type0Kind
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeMonumentComponentRequirementType0Type0")



@_attrs_define
class FoundationsOfRomeMonumentComponentRequirementType0Type0:
    """ 
        Attributes:
            kind (FoundationsOfRomeMonumentComponentRequirementType0Type0Kind):
     """

    kind: FoundationsOfRomeMonumentComponentRequirementType0Type0Kind





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_foundations_of_rome_monument_component_requirement_type_0_type_0_kind(d.pop("kind"))




        foundations_of_rome_monument_component_requirement_type_0_type_0 = cls(
            kind=kind,
        )

        return foundations_of_rome_monument_component_requirement_type_0_type_0

