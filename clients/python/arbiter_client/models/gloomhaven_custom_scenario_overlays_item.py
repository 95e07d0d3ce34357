from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_custom_scenario_overlays_item_type import check_gloomhaven_custom_scenario_overlays_item_type
from ..models.gloomhaven_custom_scenario_overlays_item_type import GloomhavenCustomScenarioOverlaysItemType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenCustomScenarioOverlaysItem")



@_attrs_define
class GloomhavenCustomScenarioOverlaysItem:
    """ 
        Attributes:
            hexes (list[list[int]]):
            room (int):
            type_ (GloomhavenCustomScenarioOverlaysItemType):
            amount (int | Unset):
            id (str | Unset):
            kind (str | Unset):
     """

    hexes: list[list[int]]
    room: int
    type_: GloomhavenCustomScenarioOverlaysItemType
    amount: int | Unset = UNSET
    id: str | Unset = UNSET
    kind: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        room = self.room

        type_: str = self.type_

        amount = self.amount

        id = self.id

        kind = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "room": room,
            "type": type_,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if id is not UNSET:
            field_dict["id"] = id
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        room = d.pop("room")

        type_ = check_gloomhaven_custom_scenario_overlays_item_type(d.pop("type"))




        amount = d.pop("amount", UNSET)

        id = d.pop("id", UNSET)

        kind = d.pop("kind", UNSET)

        gloomhaven_custom_scenario_overlays_item = cls(
            hexes=hexes,
            room=room,
            type_=type_,
            amount=amount,
            id=id,
            kind=kind,
        )

        return gloomhaven_custom_scenario_overlays_item

