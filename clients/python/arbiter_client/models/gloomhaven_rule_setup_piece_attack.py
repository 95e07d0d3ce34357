from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupPieceAttack")



@_attrs_define
class GloomhavenRuleSetupPieceAttack:
    """ its holder's attacks on these monster types gain the pierce

        Attributes:
            monsters (list[str]):
            pierce (int):
     """

    monsters: list[str]
    pierce: int





    def to_dict(self) -> dict[str, Any]:
        monsters = self.monsters



        pierce = self.pierce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monsters": monsters,
            "pierce": pierce,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monsters = cast(list[str], d.pop("monsters"))


        pierce = d.pop("pierce")

        gloomhaven_rule_setup_piece_attack = cls(
            monsters=monsters,
            pierce=pierce,
        )

        return gloomhaven_rule_setup_piece_attack

