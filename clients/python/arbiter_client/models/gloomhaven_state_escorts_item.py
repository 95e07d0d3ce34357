from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_state_escorts_item_conditions_item import check_gloomhaven_state_escorts_item_conditions_item
from ..models.gloomhaven_state_escorts_item_conditions_item import GloomhavenStateEscortsItemConditionsItem
from ..models.gloomhaven_state_escorts_item_fresh_item import check_gloomhaven_state_escorts_item_fresh_item
from ..models.gloomhaven_state_escorts_item_fresh_item import GloomhavenStateEscortsItemFreshItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_bonus import GloomhavenBonus





T = TypeVar("T", bound="GloomhavenStateEscortsItem")



@_attrs_define
class GloomhavenStateEscortsItem:
    """ an escort of the scenario: an ally to the characters (objectives.py)

        Attributes:
            bonuses (list[GloomhavenBonus]):
            conditions (list[GloomhavenStateEscortsItemConditionsItem]):
            hex_ (list[int]):
            hp (int):
            max_hp (int):
            name (str):
            fresh (list[GloomhavenStateEscortsItemFreshItem] | Unset): gained during its own turn (conditions.give)
            hexes (list[list[int]] | Unset): every hex it fills (its hex among them)
     """

    bonuses: list[GloomhavenBonus]
    conditions: list[GloomhavenStateEscortsItemConditionsItem]
    hex_: list[int]
    hp: int
    max_hp: int
    name: str
    fresh: list[GloomhavenStateEscortsItemFreshItem] | Unset = UNSET
    hexes: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_bonus import GloomhavenBonus # noqa: PLC0415
        bonuses = []
        for bonuses_item_data in self.bonuses:
            bonuses_item = bonuses_item_data.to_dict()
            bonuses.append(bonuses_item)



        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item: str = conditions_item_data
            conditions.append(conditions_item)



        hex_ = self.hex_



        hp = self.hp

        max_hp = self.max_hp

        name = self.name

        fresh: list[str] | Unset = UNSET
        if not isinstance(self.fresh, Unset):
            fresh = []
            for fresh_item_data in self.fresh:
                fresh_item: str = fresh_item_data
                fresh.append(fresh_item)



        hexes: list[list[int]] | Unset = UNSET
        if not isinstance(self.hexes, Unset):
            hexes = []
            for hexes_item_data in self.hexes:
                hexes_item = hexes_item_data


                hexes.append(hexes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bonuses": bonuses,
            "conditions": conditions,
            "hex": hex_,
            "hp": hp,
            "max_hp": max_hp,
            "name": name,
        })
        if fresh is not UNSET:
            field_dict["fresh"] = fresh
        if hexes is not UNSET:
            field_dict["hexes"] = hexes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_bonus import GloomhavenBonus # noqa: PLC0415
        d = dict(src_dict)
        bonuses = []
        _bonuses = d.pop("bonuses")
        for bonuses_item_data in (_bonuses):
            bonuses_item = GloomhavenBonus.from_dict(bonuses_item_data)



            bonuses.append(bonuses_item)


        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in (_conditions):
            conditions_item = check_gloomhaven_state_escorts_item_conditions_item(conditions_item_data)



            conditions.append(conditions_item)


        hex_ = cast(list[int], d.pop("hex"))


        hp = d.pop("hp")

        max_hp = d.pop("max_hp")

        name = d.pop("name")

        _fresh = d.pop("fresh", UNSET)
        fresh: list[GloomhavenStateEscortsItemFreshItem] | Unset = UNSET
        if _fresh is not UNSET:
            fresh = []
            for fresh_item_data in _fresh:
                fresh_item = check_gloomhaven_state_escorts_item_fresh_item(fresh_item_data)



                fresh.append(fresh_item)


        _hexes = d.pop("hexes", UNSET)
        hexes: list[list[int]] | Unset = UNSET
        if _hexes is not UNSET:
            hexes = []
            for hexes_item_data in _hexes:
                hexes_item = cast(list[int], hexes_item_data)

                hexes.append(hexes_item)


        gloomhaven_state_escorts_item = cls(
            bonuses=bonuses,
            conditions=conditions,
            hex_=hex_,
            hp=hp,
            max_hp=max_hp,
            name=name,
            fresh=fresh,
            hexes=hexes,
        )

        return gloomhaven_state_escorts_item

