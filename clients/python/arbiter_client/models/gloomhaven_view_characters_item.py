from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_view_characters_item_class import check_gloomhaven_view_characters_item_class
from ..models.gloomhaven_view_characters_item_class import GloomhavenViewCharactersItemClass
from ..models.gloomhaven_view_characters_item_conditions_item import check_gloomhaven_view_characters_item_conditions_item
from ..models.gloomhaven_view_characters_item_conditions_item import GloomhavenViewCharactersItemConditionsItem
from ..models.gloomhaven_view_characters_item_fresh_item import check_gloomhaven_view_characters_item_fresh_item
from ..models.gloomhaven_view_characters_item_fresh_item import GloomhavenViewCharactersItemFreshItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_bonus import GloomhavenBonus
  from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0
  from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1
  from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2
  from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3
  from ..models.gloomhaven_view_characters_item_active_item import GloomhavenViewCharactersItemActiveItem
  from ..models.gloomhaven_view_characters_item_items_item import GloomhavenViewCharactersItemItemsItem
  from ..models.gloomhaven_view_characters_item_modifiers import GloomhavenViewCharactersItemModifiers





T = TypeVar("T", bound="GloomhavenViewCharactersItem")



@_attrs_define
class GloomhavenViewCharactersItem:
    """ 
        Attributes:
            active (list[GloomhavenViewCharactersItemActiveItem]):
            bonuses (list[GloomhavenBonus]):
            class_ (GloomhavenViewCharactersItemClass):
            coins (int):
            conditions (list[GloomhavenViewCharactersItemConditionsItem]):
            discard (list[int]):
            exhausted (bool):
            hand (int | list[int]): the cards, or how many (other seats)
            hex_ (list[int] | None):
            hp (int):
            in_play (list[int]):
            level (int):
            lost (list[int]):
            max_hp (int):
            modifiers (GloomhavenViewCharactersItemModifiers):
            played (GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None):
            seat (int):
            xp (int):
            escaped (bool | Unset): left the scenario by an escape goal's exit (also exhausted: it takes no further part)
            exhausted_at (list[int] | Unset): where the character stood when exhausted
            fresh (list[GloomhavenViewCharactersItemFreshItem] | Unset):
            items (list[GloomhavenViewCharactersItemItemsItem] | Unset): the items equipped (items.py)
            mind_controlled (bool | Unset): the Betrayer's for the round: its sides swapped on its turn (mind_control.py)
            treasures (list[int] | Unset): numbered treasures looted (treasures.py)
     """

    active: list[GloomhavenViewCharactersItemActiveItem]
    bonuses: list[GloomhavenBonus]
    class_: GloomhavenViewCharactersItemClass
    coins: int
    conditions: list[GloomhavenViewCharactersItemConditionsItem]
    discard: list[int]
    exhausted: bool
    hand: int | list[int]
    hex_: list[int] | None
    hp: int
    in_play: list[int]
    level: int
    lost: list[int]
    max_hp: int
    modifiers: GloomhavenViewCharactersItemModifiers
    played: GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None
    seat: int
    xp: int
    escaped: bool | Unset = UNSET
    exhausted_at: list[int] | Unset = UNSET
    fresh: list[GloomhavenViewCharactersItemFreshItem] | Unset = UNSET
    items: list[GloomhavenViewCharactersItemItemsItem] | Unset = UNSET
    mind_controlled: bool | Unset = UNSET
    treasures: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_bonus import GloomhavenBonus # noqa: PLC0415
        from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3 # noqa: PLC0415
        from ..models.gloomhaven_view_characters_item_active_item import GloomhavenViewCharactersItemActiveItem # noqa: PLC0415
        from ..models.gloomhaven_view_characters_item_items_item import GloomhavenViewCharactersItemItemsItem # noqa: PLC0415
        from ..models.gloomhaven_view_characters_item_modifiers import GloomhavenViewCharactersItemModifiers # noqa: PLC0415
        active = []
        for active_item_data in self.active:
            active_item = active_item_data.to_dict()
            active.append(active_item)



        bonuses = []
        for bonuses_item_data in self.bonuses:
            bonuses_item = bonuses_item_data.to_dict()
            bonuses.append(bonuses_item)



        class_: str = self.class_

        coins = self.coins

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item: str = conditions_item_data
            conditions.append(conditions_item)



        discard = self.discard



        exhausted = self.exhausted

        hand: int | list[int]
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        hex_: list[int] | None
        if isinstance(self.hex_, list):
            hex_ = self.hex_


        else:
            hex_ = self.hex_

        hp = self.hp

        in_play = self.in_play



        level = self.level

        lost = self.lost



        max_hp = self.max_hp

        modifiers = self.modifiers.to_dict()

        played: dict[str, Any] | None
        if isinstance(self.played, GloomhavenPickType0):
            played = self.played.to_dict()
        elif isinstance(self.played, GloomhavenPickType1):
            played = self.played.to_dict()
        elif isinstance(self.played, GloomhavenPickType2):
            played = self.played.to_dict()
        elif isinstance(self.played, GloomhavenPickType3):
            played = self.played.to_dict()
        else:
            played = self.played

        seat = self.seat

        xp = self.xp

        escaped = self.escaped

        exhausted_at: list[int] | Unset = UNSET
        if not isinstance(self.exhausted_at, Unset):
            exhausted_at = self.exhausted_at



        fresh: list[str] | Unset = UNSET
        if not isinstance(self.fresh, Unset):
            fresh = []
            for fresh_item_data in self.fresh:
                fresh_item: str = fresh_item_data
                fresh.append(fresh_item)



        items: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item = items_item_data.to_dict()
                items.append(items_item)



        mind_controlled = self.mind_controlled

        treasures: list[int] | Unset = UNSET
        if not isinstance(self.treasures, Unset):
            treasures = self.treasures




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "bonuses": bonuses,
            "class": class_,
            "coins": coins,
            "conditions": conditions,
            "discard": discard,
            "exhausted": exhausted,
            "hand": hand,
            "hex": hex_,
            "hp": hp,
            "in_play": in_play,
            "level": level,
            "lost": lost,
            "max_hp": max_hp,
            "modifiers": modifiers,
            "played": played,
            "seat": seat,
            "xp": xp,
        })
        if escaped is not UNSET:
            field_dict["escaped"] = escaped
        if exhausted_at is not UNSET:
            field_dict["exhausted_at"] = exhausted_at
        if fresh is not UNSET:
            field_dict["fresh"] = fresh
        if items is not UNSET:
            field_dict["items"] = items
        if mind_controlled is not UNSET:
            field_dict["mind_controlled"] = mind_controlled
        if treasures is not UNSET:
            field_dict["treasures"] = treasures

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_bonus import GloomhavenBonus # noqa: PLC0415
        from ..models.gloomhaven_pick_type_0 import GloomhavenPickType0 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_1 import GloomhavenPickType1 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_2 import GloomhavenPickType2 # noqa: PLC0415
        from ..models.gloomhaven_pick_type_3 import GloomhavenPickType3 # noqa: PLC0415
        from ..models.gloomhaven_view_characters_item_active_item import GloomhavenViewCharactersItemActiveItem # noqa: PLC0415
        from ..models.gloomhaven_view_characters_item_items_item import GloomhavenViewCharactersItemItemsItem # noqa: PLC0415
        from ..models.gloomhaven_view_characters_item_modifiers import GloomhavenViewCharactersItemModifiers # noqa: PLC0415
        d = dict(src_dict)
        active = []
        _active = d.pop("active")
        for active_item_data in (_active):
            active_item = GloomhavenViewCharactersItemActiveItem.from_dict(active_item_data)



            active.append(active_item)


        bonuses = []
        _bonuses = d.pop("bonuses")
        for bonuses_item_data in (_bonuses):
            bonuses_item = GloomhavenBonus.from_dict(bonuses_item_data)



            bonuses.append(bonuses_item)


        class_ = check_gloomhaven_view_characters_item_class(d.pop("class"))




        coins = d.pop("coins")

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in (_conditions):
            conditions_item = check_gloomhaven_view_characters_item_conditions_item(conditions_item_data)



            conditions.append(conditions_item)


        discard = cast(list[int], d.pop("discard"))


        exhausted = d.pop("exhausted")

        def _parse_hand(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[int], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        hand = _parse_hand(d.pop("hand"))


        def _parse_hex_(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hex_type_0 = cast(list[int], data)

                return hex_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        hex_ = _parse_hex_(d.pop("hex"))


        hp = d.pop("hp")

        in_play = cast(list[int], d.pop("in_play"))


        level = d.pop("level")

        lost = cast(list[int], d.pop("lost"))


        max_hp = d.pop("max_hp")

        modifiers = GloomhavenViewCharactersItemModifiers.from_dict(d.pop("modifiers"))




        def _parse_played(data: object) -> GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_pick_type_0 = GloomhavenPickType0.from_dict(data)



                return componentsschemas_gloomhaven_pick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_pick_type_1 = GloomhavenPickType1.from_dict(data)



                return componentsschemas_gloomhaven_pick_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_pick_type_2 = GloomhavenPickType2.from_dict(data)



                return componentsschemas_gloomhaven_pick_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_gloomhaven_pick_type_3 = GloomhavenPickType3.from_dict(data)



                return componentsschemas_gloomhaven_pick_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenPickType0 | GloomhavenPickType1 | GloomhavenPickType2 | GloomhavenPickType3 | None, data)

        played = _parse_played(d.pop("played"))


        seat = d.pop("seat")

        xp = d.pop("xp")

        escaped = d.pop("escaped", UNSET)

        exhausted_at = cast(list[int], d.pop("exhausted_at", UNSET))


        _fresh = d.pop("fresh", UNSET)
        fresh: list[GloomhavenViewCharactersItemFreshItem] | Unset = UNSET
        if _fresh is not UNSET:
            fresh = []
            for fresh_item_data in _fresh:
                fresh_item = check_gloomhaven_view_characters_item_fresh_item(fresh_item_data)



                fresh.append(fresh_item)


        _items = d.pop("items", UNSET)
        items: list[GloomhavenViewCharactersItemItemsItem] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = GloomhavenViewCharactersItemItemsItem.from_dict(items_item_data)



                items.append(items_item)


        mind_controlled = d.pop("mind_controlled", UNSET)

        treasures = cast(list[int], d.pop("treasures", UNSET))


        gloomhaven_view_characters_item = cls(
            active=active,
            bonuses=bonuses,
            class_=class_,
            coins=coins,
            conditions=conditions,
            discard=discard,
            exhausted=exhausted,
            hand=hand,
            hex_=hex_,
            hp=hp,
            in_play=in_play,
            level=level,
            lost=lost,
            max_hp=max_hp,
            modifiers=modifiers,
            played=played,
            seat=seat,
            xp=xp,
            escaped=escaped,
            exhausted_at=exhausted_at,
            fresh=fresh,
            items=items,
            mind_controlled=mind_controlled,
            treasures=treasures,
        )

        return gloomhaven_view_characters_item

