from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="GloomhavenBonus")



@_attrs_define
class GloomhavenBonus:
    """ a round bonus (shield, retaliate, or attack from an ally's card) of a figure

        Attributes:
            range_ (int):
            attack (int | Unset):
            retaliate (int | Unset):
            shield (int | Unset):
     """

    range_: int
    attack: int | Unset = UNSET
    retaliate: int | Unset = UNSET
    shield: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        range_ = self.range_

        attack = self.attack

        retaliate = self.retaliate

        shield = self.shield


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "range": range_,
        })
        if attack is not UNSET:
            field_dict["attack"] = attack
        if retaliate is not UNSET:
            field_dict["retaliate"] = retaliate
        if shield is not UNSET:
            field_dict["shield"] = shield

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        range_ = d.pop("range")

        attack = d.pop("attack", UNSET)

        retaliate = d.pop("retaliate", UNSET)

        shield = d.pop("shield", UNSET)

        gloomhaven_bonus = cls(
            range_=range_,
            attack=attack,
            retaliate=retaliate,
            shield=shield,
        )

        return gloomhaven_bonus

