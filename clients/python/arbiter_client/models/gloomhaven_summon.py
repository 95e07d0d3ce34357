from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_summon_conditions_item import check_gloomhaven_summon_conditions_item
from ..models.gloomhaven_summon_conditions_item import GloomhavenSummonConditionsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenSummon")



@_attrs_define
class GloomhavenSummon:
    """ a summon's stats (range 0: melee)

        Attributes:
            attack (int):
            hp (int):
            move (int):
            name (str):
            range_ (int):
            conditions (list[GloomhavenSummonConditionsItem] | Unset):
            flying (bool | Unset):
            pierce (int | Unset):
            retaliate (int | Unset):
            shield (int | Unset):
     """

    attack: int
    hp: int
    move: int
    name: str
    range_: int
    conditions: list[GloomhavenSummonConditionsItem] | Unset = UNSET
    flying: bool | Unset = UNSET
    pierce: int | Unset = UNSET
    retaliate: int | Unset = UNSET
    shield: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        attack = self.attack

        hp = self.hp

        move = self.move

        name = self.name

        range_ = self.range_

        conditions: list[str] | Unset = UNSET
        if not isinstance(self.conditions, Unset):
            conditions = []
            for conditions_item_data in self.conditions:
                conditions_item: str = conditions_item_data
                conditions.append(conditions_item)



        flying = self.flying

        pierce = self.pierce

        retaliate = self.retaliate

        shield = self.shield


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attack": attack,
            "hp": hp,
            "move": move,
            "name": name,
            "range": range_,
        })
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if flying is not UNSET:
            field_dict["flying"] = flying
        if pierce is not UNSET:
            field_dict["pierce"] = pierce
        if retaliate is not UNSET:
            field_dict["retaliate"] = retaliate
        if shield is not UNSET:
            field_dict["shield"] = shield

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack = d.pop("attack")

        hp = d.pop("hp")

        move = d.pop("move")

        name = d.pop("name")

        range_ = d.pop("range")

        _conditions = d.pop("conditions", UNSET)
        conditions: list[GloomhavenSummonConditionsItem] | Unset = UNSET
        if _conditions is not UNSET:
            conditions = []
            for conditions_item_data in _conditions:
                conditions_item = check_gloomhaven_summon_conditions_item(conditions_item_data)



                conditions.append(conditions_item)


        flying = d.pop("flying", UNSET)

        pierce = d.pop("pierce", UNSET)

        retaliate = d.pop("retaliate", UNSET)

        shield = d.pop("shield", UNSET)

        gloomhaven_summon = cls(
            attack=attack,
            hp=hp,
            move=move,
            name=name,
            range_=range_,
            conditions=conditions,
            flying=flying,
            pierce=pierce,
            retaliate=retaliate,
            shield=shield,
        )

        return gloomhaven_summon

