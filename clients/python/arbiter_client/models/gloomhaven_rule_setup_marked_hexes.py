from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_marked_hexes_type import check_gloomhaven_rule_setup_marked_hexes_type
from ..models.gloomhaven_rule_setup_marked_hexes_type import GloomhavenRuleSetupMarkedHexesType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupMarkedHexes")



@_attrs_define
class GloomhavenRuleSetupMarkedHexes:
    """ the hexes the boss's special takes it (the Gloom's Teleport) or its throne (the Prime Demon's Throne moves) to, in
    the book's order a, b, c, ... then a again (marked_hexes.py, thrones.py)

        Attributes:
            hexes (list[list[int]]):
            monster (str):
            type_ (GloomhavenRuleSetupMarkedHexesType):
            monsters (list[str] | Unset): the monster type summoned on each hex (the Prime Demon's Summon Demon)
     """

    hexes: list[list[int]]
    monster: str
    type_: GloomhavenRuleSetupMarkedHexesType
    monsters: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        monster = self.monster

        type_: str = self.type_

        monsters: list[str] | Unset = UNSET
        if not isinstance(self.monsters, Unset):
            monsters = self.monsters




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "monster": monster,
            "type": type_,
        })
        if monsters is not UNSET:
            field_dict["monsters"] = monsters

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        monster = d.pop("monster")

        type_ = check_gloomhaven_rule_setup_marked_hexes_type(d.pop("type"))




        monsters = cast(list[str], d.pop("monsters", UNSET))


        gloomhaven_rule_setup_marked_hexes = cls(
            hexes=hexes,
            monster=monster,
            type_=type_,
            monsters=monsters,
        )

        return gloomhaven_rule_setup_marked_hexes

