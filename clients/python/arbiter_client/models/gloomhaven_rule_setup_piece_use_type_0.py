from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupPieceUseType0")



@_attrs_define
class GloomhavenRuleSetupPieceUseType0:
    """ discarded by its holder ending a turn beside a hex: the monsters of the type suffer the damage (a formula of C and
    L)

        Attributes:
            beside (list[list[int]]):
            damage (str):
            monster (str):
     """

    beside: list[list[int]]
    damage: str
    monster: str





    def to_dict(self) -> dict[str, Any]:
        beside = []
        for beside_item_data in self.beside:
            beside_item = beside_item_data


            beside.append(beside_item)



        damage = self.damage

        monster = self.monster


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "beside": beside,
            "damage": damage,
            "monster": monster,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        beside = []
        _beside = d.pop("beside")
        for beside_item_data in (_beside):
            beside_item = cast(list[int], beside_item_data)

            beside.append(beside_item)


        damage = d.pop("damage")

        monster = d.pop("monster")

        gloomhaven_rule_setup_piece_use_type_0 = cls(
            beside=beside,
            damage=damage,
            monster=monster,
        )

        return gloomhaven_rule_setup_piece_use_type_0

