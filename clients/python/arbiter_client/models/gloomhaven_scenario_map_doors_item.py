from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_scenario_map_doors_item_kind import check_gloomhaven_scenario_map_doors_item_kind
from ..models.gloomhaven_scenario_map_doors_item_kind import GloomhavenScenarioMapDoorsItemKind
from typing import cast






T = TypeVar("T", bound="GloomhavenScenarioMapDoorsItem")



@_attrs_define
class GloomhavenScenarioMapDoorsItem:
    """ 
        Attributes:
            hex_ (list[int]):
            kind (GloomhavenScenarioMapDoorsItemKind):
            rooms (list[int]):
     """

    hex_: list[int]
    kind: GloomhavenScenarioMapDoorsItemKind
    rooms: list[int]





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        kind: str = self.kind

        rooms = self.rooms




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "kind": kind,
            "rooms": rooms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        kind = check_gloomhaven_scenario_map_doors_item_kind(d.pop("kind"))




        rooms = cast(list[int], d.pop("rooms"))


        gloomhaven_scenario_map_doors_item = cls(
            hex_=hex_,
            kind=kind,
            rooms=rooms,
        )

        return gloomhaven_scenario_map_doors_item

