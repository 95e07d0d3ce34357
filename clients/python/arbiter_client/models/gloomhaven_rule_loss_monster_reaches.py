from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_loss_monster_reaches_type import check_gloomhaven_rule_loss_monster_reaches_type
from ..models.gloomhaven_rule_loss_monster_reaches_type import GloomhavenRuleLossMonsterReachesType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleLossMonsterReaches")



@_attrs_define
class GloomhavenRuleLossMonsterReaches:
    """ at any time a monster of the types stands on one of the hexes (tally.alarm; presence.py)

        Attributes:
            hexes (list[list[int]]):
            monsters (list[str]):
            type_ (GloomhavenRuleLossMonsterReachesType):
     """

    hexes: list[list[int]]
    monsters: list[str]
    type_: GloomhavenRuleLossMonsterReachesType





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        monsters = self.monsters



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "monsters": monsters,
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


        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_loss_monster_reaches_type(d.pop("type"))




        gloomhaven_rule_loss_monster_reaches = cls(
            hexes=hexes,
            monsters=monsters,
            type_=type_,
        )

        return gloomhaven_rule_loss_monster_reaches

