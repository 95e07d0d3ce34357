from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_state_dying_item_conditions_item import check_gloomhaven_state_dying_item_conditions_item
from ..models.gloomhaven_state_dying_item_conditions_item import GloomhavenStateDyingItemConditionsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenStateDyingItem")



@_attrs_define
class GloomhavenStateDyingItem:
    """ a figure killed with an on_death ability still to perform: a monster (its type's card shown), or a summon (owner:
    its card's); attacking: it stands again for it now

        Attributes:
            card (int):
            conditions (list[GloomhavenStateDyingItemConditionsItem]):
            hex_ (list[int]):
            attacking (bool | Unset):
            elite (bool | Unset):
            monster (str | Unset):
            owner (int | Unset): a summon's summoner
            standee (int | Unset):
            targets (list[list[int]] | Unset): the enemies beside it still to attack
     """

    card: int
    conditions: list[GloomhavenStateDyingItemConditionsItem]
    hex_: list[int]
    attacking: bool | Unset = UNSET
    elite: bool | Unset = UNSET
    monster: str | Unset = UNSET
    owner: int | Unset = UNSET
    standee: int | Unset = UNSET
    targets: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item: str = conditions_item_data
            conditions.append(conditions_item)



        hex_ = self.hex_



        attacking = self.attacking

        elite = self.elite

        monster = self.monster

        owner = self.owner

        standee = self.standee

        targets: list[list[int]] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = []
            for targets_item_data in self.targets:
                targets_item = targets_item_data


                targets.append(targets_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "conditions": conditions,
            "hex": hex_,
        })
        if attacking is not UNSET:
            field_dict["attacking"] = attacking
        if elite is not UNSET:
            field_dict["elite"] = elite
        if monster is not UNSET:
            field_dict["monster"] = monster
        if owner is not UNSET:
            field_dict["owner"] = owner
        if standee is not UNSET:
            field_dict["standee"] = standee
        if targets is not UNSET:
            field_dict["targets"] = targets

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in (_conditions):
            conditions_item = check_gloomhaven_state_dying_item_conditions_item(conditions_item_data)



            conditions.append(conditions_item)


        hex_ = cast(list[int], d.pop("hex"))


        attacking = d.pop("attacking", UNSET)

        elite = d.pop("elite", UNSET)

        monster = d.pop("monster", UNSET)

        owner = d.pop("owner", UNSET)

        standee = d.pop("standee", UNSET)

        _targets = d.pop("targets", UNSET)
        targets: list[list[int]] | Unset = UNSET
        if _targets is not UNSET:
            targets = []
            for targets_item_data in _targets:
                targets_item = cast(list[int], targets_item_data)

                targets.append(targets_item)


        gloomhaven_state_dying_item = cls(
            card=card,
            conditions=conditions,
            hex_=hex_,
            attacking=attacking,
            elite=elite,
            monster=monster,
            owner=owner,
            standee=standee,
            targets=targets,
        )

        return gloomhaven_state_dying_item

