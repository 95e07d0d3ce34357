from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_state_monsters_item_conditions_item import check_gloomhaven_state_monsters_item_conditions_item
from ..models.gloomhaven_state_monsters_item_conditions_item import GloomhavenStateMonstersItemConditionsItem
from ..models.gloomhaven_state_monsters_item_fresh_item import check_gloomhaven_state_monsters_item_fresh_item
from ..models.gloomhaven_state_monsters_item_fresh_item import GloomhavenStateMonstersItemFreshItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_bonus import GloomhavenBonus
  from ..models.gloomhaven_state_monsters_item_turned import GloomhavenStateMonstersItemTurned





T = TypeVar("T", bound="GloomhavenStateMonstersItem")



@_attrs_define
class GloomhavenStateMonstersItem:
    """ 
        Attributes:
            conditions (list[GloomhavenStateMonstersItemConditionsItem]):
            elite (bool):
            hex_ (list[int]):
            hp (int):
            max_hp (int):
            standee (int | None):
            type_ (str):
            bonuses (list[GloomhavenBonus] | Unset):
            dying (bool | Unset): killed, it stands again for its on_death ability (on_death.py)
            fresh (list[GloomhavenStateMonstersItemFreshItem] | Unset):
            hexes (list[list[int]] | Unset): every hex it fills, its hex among them (perches.py)
            replaced_by (str | Unset): the monster type that takes its place when it dies (a scenario rule)
            summoned (bool | Unset):
            summoned_this_round (bool | Unset): summoned this round: it does not act
            turned (GloomhavenStateMonstersItemTurned | Unset): a character's token for the round: it performs its turn with
                its sides swapped (Long Con, Hostile Takeover, Domination; controlled: the character's player steers it)
     """

    conditions: list[GloomhavenStateMonstersItemConditionsItem]
    elite: bool
    hex_: list[int]
    hp: int
    max_hp: int
    standee: int | None
    type_: str
    bonuses: list[GloomhavenBonus] | Unset = UNSET
    dying: bool | Unset = UNSET
    fresh: list[GloomhavenStateMonstersItemFreshItem] | Unset = UNSET
    hexes: list[list[int]] | Unset = UNSET
    replaced_by: str | Unset = UNSET
    summoned: bool | Unset = UNSET
    summoned_this_round: bool | Unset = UNSET
    turned: GloomhavenStateMonstersItemTurned | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_bonus import GloomhavenBonus # noqa: PLC0415
        from ..models.gloomhaven_state_monsters_item_turned import GloomhavenStateMonstersItemTurned # noqa: PLC0415
        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item: str = conditions_item_data
            conditions.append(conditions_item)



        elite = self.elite

        hex_ = self.hex_



        hp = self.hp

        max_hp = self.max_hp

        standee: int | None
        standee = self.standee

        type_ = self.type_

        bonuses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bonuses, Unset):
            bonuses = []
            for bonuses_item_data in self.bonuses:
                bonuses_item = bonuses_item_data.to_dict()
                bonuses.append(bonuses_item)



        dying = self.dying

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



        replaced_by = self.replaced_by

        summoned = self.summoned

        summoned_this_round = self.summoned_this_round

        turned: dict[str, Any] | Unset = UNSET
        if not isinstance(self.turned, Unset):
            turned = self.turned.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conditions": conditions,
            "elite": elite,
            "hex": hex_,
            "hp": hp,
            "max_hp": max_hp,
            "standee": standee,
            "type": type_,
        })
        if bonuses is not UNSET:
            field_dict["bonuses"] = bonuses
        if dying is not UNSET:
            field_dict["dying"] = dying
        if fresh is not UNSET:
            field_dict["fresh"] = fresh
        if hexes is not UNSET:
            field_dict["hexes"] = hexes
        if replaced_by is not UNSET:
            field_dict["replaced_by"] = replaced_by
        if summoned is not UNSET:
            field_dict["summoned"] = summoned
        if summoned_this_round is not UNSET:
            field_dict["summoned_this_round"] = summoned_this_round
        if turned is not UNSET:
            field_dict["turned"] = turned

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_bonus import GloomhavenBonus # noqa: PLC0415
        from ..models.gloomhaven_state_monsters_item_turned import GloomhavenStateMonstersItemTurned # noqa: PLC0415
        d = dict(src_dict)
        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in (_conditions):
            conditions_item = check_gloomhaven_state_monsters_item_conditions_item(conditions_item_data)



            conditions.append(conditions_item)


        elite = d.pop("elite")

        hex_ = cast(list[int], d.pop("hex"))


        hp = d.pop("hp")

        max_hp = d.pop("max_hp")

        def _parse_standee(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        standee = _parse_standee(d.pop("standee"))


        type_ = d.pop("type")

        _bonuses = d.pop("bonuses", UNSET)
        bonuses: list[GloomhavenBonus] | Unset = UNSET
        if _bonuses is not UNSET:
            bonuses = []
            for bonuses_item_data in _bonuses:
                bonuses_item = GloomhavenBonus.from_dict(bonuses_item_data)



                bonuses.append(bonuses_item)


        dying = d.pop("dying", UNSET)

        _fresh = d.pop("fresh", UNSET)
        fresh: list[GloomhavenStateMonstersItemFreshItem] | Unset = UNSET
        if _fresh is not UNSET:
            fresh = []
            for fresh_item_data in _fresh:
                fresh_item = check_gloomhaven_state_monsters_item_fresh_item(fresh_item_data)



                fresh.append(fresh_item)


        _hexes = d.pop("hexes", UNSET)
        hexes: list[list[int]] | Unset = UNSET
        if _hexes is not UNSET:
            hexes = []
            for hexes_item_data in _hexes:
                hexes_item = cast(list[int], hexes_item_data)

                hexes.append(hexes_item)


        replaced_by = d.pop("replaced_by", UNSET)

        summoned = d.pop("summoned", UNSET)

        summoned_this_round = d.pop("summoned_this_round", UNSET)

        _turned = d.pop("turned", UNSET)
        turned: GloomhavenStateMonstersItemTurned | Unset
        if isinstance(_turned,  Unset):
            turned = UNSET
        else:
            turned = GloomhavenStateMonstersItemTurned.from_dict(_turned)




        gloomhaven_state_monsters_item = cls(
            conditions=conditions,
            elite=elite,
            hex_=hex_,
            hp=hp,
            max_hp=max_hp,
            standee=standee,
            type_=type_,
            bonuses=bonuses,
            dying=dying,
            fresh=fresh,
            hexes=hexes,
            replaced_by=replaced_by,
            summoned=summoned,
            summoned_this_round=summoned_this_round,
            turned=turned,
        )

        return gloomhaven_state_monsters_item

