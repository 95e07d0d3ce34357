from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenStateOrderItemItemType0")



@_attrs_define
class GloomhavenStateOrderItemItemType0:
    """ 
        Attributes:
            character (int): index of the character in state.characters
     """

    character: int





    def to_dict(self) -> dict[str, Any]:
        character = self.character


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        gloomhaven_state_order_item_item_type_0 = cls(
            character=character,
        )

        return gloomhaven_state_order_item_item_type_0

