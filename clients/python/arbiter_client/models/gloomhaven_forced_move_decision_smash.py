from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenForcedMoveDecisionSmash")



@_attrs_define
class GloomhavenForcedMoveDecisionSmash:
    """ for each obstacle it is pushed into, destroyed

        Attributes:
            damage (int):
            xp (int):
     """

    damage: int
    xp: int





    def to_dict(self) -> dict[str, Any]:
        damage = self.damage

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "damage": damage,
            "xp": xp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        damage = d.pop("damage")

        xp = d.pop("xp")

        gloomhaven_forced_move_decision_smash = cls(
            damage=damage,
            xp=xp,
        )

        return gloomhaven_forced_move_decision_smash

