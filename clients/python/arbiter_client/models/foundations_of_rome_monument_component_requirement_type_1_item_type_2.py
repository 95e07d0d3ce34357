from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_2_type import check_foundations_of_rome_monument_component_requirement_type_1_item_type_2_type
from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_2_type import FoundationsOfRomeMonumentComponentRequirementType1ItemType2Type
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="FoundationsOfRomeMonumentComponentRequirementType1ItemType2")



@_attrs_define
class FoundationsOfRomeMonumentComponentRequirementType1ItemType2:
    """ 
        Attributes:
            at_least (int):
            kind (Literal['lots_of_type']):
            type_ (FoundationsOfRomeMonumentComponentRequirementType1ItemType2Type):
     """

    at_least: int
    kind: Literal['lots_of_type']
    type_: FoundationsOfRomeMonumentComponentRequirementType1ItemType2Type





    def to_dict(self) -> dict[str, Any]:
        at_least = self.at_least

        kind = self.kind

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at_least": at_least,
            "kind": kind,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at_least = d.pop("at_least")

        kind = cast(Literal['lots_of_type'] , d.pop("kind"))
        if kind != 'lots_of_type':
            raise ValueError(f"kind must match const 'lots_of_type', got '{kind}'")

        type_ = check_foundations_of_rome_monument_component_requirement_type_1_item_type_2_type(d.pop("type"))




        foundations_of_rome_monument_component_requirement_type_1_item_type_2 = cls(
            at_least=at_least,
            kind=kind,
            type_=type_,
        )

        return foundations_of_rome_monument_component_requirement_type_1_item_type_2

