from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_early_monsters_type import check_gloomhaven_rule_setup_early_monsters_type
from ..models.gloomhaven_rule_setup_early_monsters_type import GloomhavenRuleSetupEarlyMonstersType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupEarlyMonsters")



@_attrs_define
class GloomhavenRuleSetupEarlyMonsters:
    """ the monsters on these hexes are set up at the start, though their room is hidden; the hexes are on the map from then
    on

        Attributes:
            hexes (list[list[int]]):
            type_ (GloomhavenRuleSetupEarlyMonstersType):
     """

    hexes: list[list[int]]
    type_: GloomhavenRuleSetupEarlyMonstersType





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        type_ = check_gloomhaven_rule_setup_early_monsters_type(d.pop("type"))




        gloomhaven_rule_setup_early_monsters = cls(
            hexes=hexes,
            type_=type_,
        )

        return gloomhaven_rule_setup_early_monsters

