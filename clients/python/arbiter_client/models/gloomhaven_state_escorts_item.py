from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_state_escorts_item_conditions_item import check_gloomhaven_state_escorts_item_conditions_item
from ..models.gloomhaven_state_escorts_item_conditions_item import GloomhavenStateEscortsItemConditionsItem
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
     """

    bonuses: list[GloomhavenBonus]
    conditions: list[GloomhavenStateEscortsItemConditionsItem]
    hex_: list[int]
    hp: int
    max_hp: int
    name: str





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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bonuses": bonuses,
            "conditions": conditions,
            "hex": hex_,
            "hp": hp,
            "max_hp": max_hp,
            "name": name,
        })

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

        gloomhaven_state_escorts_item = cls(
            bonuses=bonuses,
            conditions=conditions,
            hex_=hex_,
            hp=hp,
            max_hp=max_hp,
            name=name,
        )

        return gloomhaven_state_escorts_item

