from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_view_summons_item_conditions_item import check_gloomhaven_view_summons_item_conditions_item
from ..models.gloomhaven_view_summons_item_conditions_item import GloomhavenViewSummonsItemConditionsItem
from ..models.gloomhaven_view_summons_item_fresh_item import check_gloomhaven_view_summons_item_fresh_item
from ..models.gloomhaven_view_summons_item_fresh_item import GloomhavenViewSummonsItemFreshItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_bonus import GloomhavenBonus





T = TypeVar("T", bound="GloomhavenViewSummonsItem")



@_attrs_define
class GloomhavenViewSummonsItem:
    """ a character's summon: its stats are its card's (summons.py)

        Attributes:
            bonuses (list[GloomhavenBonus]):
            card (int):
            conditions (list[GloomhavenViewSummonsItemConditionsItem]):
            hex_ (list[int]):
            hp (int):
            max_hp (int):
            owner (int): index of the character in state.characters
            dying (bool | Unset): slain, it stands again for its on_death attack (on_death.py)
            fresh (list[GloomhavenViewSummonsItemFreshItem] | Unset):
     """

    bonuses: list[GloomhavenBonus]
    card: int
    conditions: list[GloomhavenViewSummonsItemConditionsItem]
    hex_: list[int]
    hp: int
    max_hp: int
    owner: int
    dying: bool | Unset = UNSET
    fresh: list[GloomhavenViewSummonsItemFreshItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_bonus import GloomhavenBonus # noqa: PLC0415
        bonuses = []
        for bonuses_item_data in self.bonuses:
            bonuses_item = bonuses_item_data.to_dict()
            bonuses.append(bonuses_item)



        card = self.card

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item: str = conditions_item_data
            conditions.append(conditions_item)



        hex_ = self.hex_



        hp = self.hp

        max_hp = self.max_hp

        owner = self.owner

        dying = self.dying

        fresh: list[str] | Unset = UNSET
        if not isinstance(self.fresh, Unset):
            fresh = []
            for fresh_item_data in self.fresh:
                fresh_item: str = fresh_item_data
                fresh.append(fresh_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bonuses": bonuses,
            "card": card,
            "conditions": conditions,
            "hex": hex_,
            "hp": hp,
            "max_hp": max_hp,
            "owner": owner,
        })
        if dying is not UNSET:
            field_dict["dying"] = dying
        if fresh is not UNSET:
            field_dict["fresh"] = fresh

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


        card = d.pop("card")

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in (_conditions):
            conditions_item = check_gloomhaven_view_summons_item_conditions_item(conditions_item_data)



            conditions.append(conditions_item)


        hex_ = cast(list[int], d.pop("hex"))


        hp = d.pop("hp")

        max_hp = d.pop("max_hp")

        owner = d.pop("owner")

        dying = d.pop("dying", UNSET)

        _fresh = d.pop("fresh", UNSET)
        fresh: list[GloomhavenViewSummonsItemFreshItem] | Unset = UNSET
        if _fresh is not UNSET:
            fresh = []
            for fresh_item_data in _fresh:
                fresh_item = check_gloomhaven_view_summons_item_fresh_item(fresh_item_data)



                fresh.append(fresh_item)


        gloomhaven_view_summons_item = cls(
            bonuses=bonuses,
            card=card,
            conditions=conditions,
            hex_=hex_,
            hp=hp,
            max_hp=max_hp,
            owner=owner,
            dying=dying,
            fresh=fresh,
        )

        return gloomhaven_view_summons_item

