from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenViewObjectivesItem")



@_attrs_define
class GloomhavenViewObjectivesItem:
    """ an objective of the scenario: an enemy to the characters (objectives.py)

        Attributes:
            conditions (list[str]):
            hex_ (list[int]):
            hp (int):
            max_hp (int):
            name (str):
            hexes (list[list[int]] | Unset): every hex it fills (its hex among them)
     """

    conditions: list[str]
    hex_: list[int]
    hp: int
    max_hp: int
    name: str
    hexes: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        conditions = self.conditions



        hex_ = self.hex_



        hp = self.hp

        max_hp = self.max_hp

        name = self.name

        hexes: list[list[int]] | Unset = UNSET
        if not isinstance(self.hexes, Unset):
            hexes = []
            for hexes_item_data in self.hexes:
                hexes_item = hexes_item_data


                hexes.append(hexes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conditions": conditions,
            "hex": hex_,
            "hp": hp,
            "max_hp": max_hp,
            "name": name,
        })
        if hexes is not UNSET:
            field_dict["hexes"] = hexes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conditions = cast(list[str], d.pop("conditions"))


        hex_ = cast(list[int], d.pop("hex"))


        hp = d.pop("hp")

        max_hp = d.pop("max_hp")

        name = d.pop("name")

        _hexes = d.pop("hexes", UNSET)
        hexes: list[list[int]] | Unset = UNSET
        if _hexes is not UNSET:
            hexes = []
            for hexes_item_data in _hexes:
                hexes_item = cast(list[int], hexes_item_data)

                hexes.append(hexes_item)


        gloomhaven_view_objectives_item = cls(
            conditions=conditions,
            hex_=hex_,
            hp=hp,
            max_hp=max_hp,
            name=name,
            hexes=hexes,
        )

        return gloomhaven_view_objectives_item

