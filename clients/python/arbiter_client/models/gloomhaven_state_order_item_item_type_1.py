from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="GloomhavenStateOrderItemItemType1")



@_attrs_define
class GloomhavenStateOrderItemItemType1:
    """ 
        Attributes:
            monster (str):
            again (bool | Unset): an extra turn a boss's special gives the type ('All Scouts act again')
     """

    monster: str
    again: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        again = self.again


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
        })
        if again is not UNSET:
            field_dict["again"] = again

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = d.pop("monster")

        again = d.pop("again", UNSET)

        gloomhaven_state_order_item_item_type_1 = cls(
            monster=monster,
            again=again,
        )

        return gloomhaven_state_order_item_item_type_1

