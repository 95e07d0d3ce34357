from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupPieceUseType1")



@_attrs_define
class GloomhavenRuleSetupPieceUseType1:
    """ discarded by its holder ending a turn on a hex: the item (one its tile's treasure gives) is removed from the game,
    not taken home

        Attributes:
            item (int):
            on (list[list[int]]):
     """

    item: int
    on: list[list[int]]





    def to_dict(self) -> dict[str, Any]:
        item = self.item

        on = []
        for on_item_data in self.on:
            on_item = on_item_data


            on.append(on_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "item": item,
            "on": on,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item = d.pop("item")

        on = []
        _on = d.pop("on")
        for on_item_data in (_on):
            on_item = cast(list[int], on_item_data)

            on.append(on_item)


        gloomhaven_rule_setup_piece_use_type_1 = cls(
            item=item,
            on=on,
        )

        return gloomhaven_rule_setup_piece_use_type_1

