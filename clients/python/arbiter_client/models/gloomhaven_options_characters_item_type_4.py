from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_options_characters_item_type_4_cards_item import check_gloomhaven_options_characters_item_type_4_cards_item
from ..models.gloomhaven_options_characters_item_type_4_cards_item import GloomhavenOptionsCharactersItemType4CardsItem
from ..models.gloomhaven_options_characters_item_type_4_class import check_gloomhaven_options_characters_item_type_4_class
from ..models.gloomhaven_options_characters_item_type_4_class import GloomhavenOptionsCharactersItemType4Class
from ..models.gloomhaven_options_characters_item_type_4_items_item import check_gloomhaven_options_characters_item_type_4_items_item
from ..models.gloomhaven_options_characters_item_type_4_items_item import GloomhavenOptionsCharactersItemType4ItemsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenOptionsCharactersItemType4")



@_attrs_define
class GloomhavenOptionsCharactersItemType4:
    """ 
        Attributes:
            class_ (GloomhavenOptionsCharactersItemType4Class):
            level (int):
            seat (int):
            cards (list[GloomhavenOptionsCharactersItemType4CardsItem] | Unset): cards of levels 2–9 gained (hands.py)
            items (list[GloomhavenOptionsCharactersItemType4ItemsItem] | Unset): the item cards equipped, by number
                (docs/gloomhaven.md)
            perks (list[int] | Unset): the perk checkboxes marked, numbered 0-14 in printed order (docs/gloomhaven.md)
            quest (str | Unset): the character's personal quest, its name in lower case with hyphens, for the scenario rules
                that read one (#58: vengeance)
     """

    class_: GloomhavenOptionsCharactersItemType4Class
    level: int
    seat: int
    cards: list[GloomhavenOptionsCharactersItemType4CardsItem] | Unset = UNSET
    items: list[GloomhavenOptionsCharactersItemType4ItemsItem] | Unset = UNSET
    perks: list[int] | Unset = UNSET
    quest: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        class_: str = self.class_

        level = self.level

        seat = self.seat

        cards: list[int] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item: int = cards_item_data
                cards.append(cards_item)



        items: list[int] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item: int = items_item_data
                items.append(items_item)



        perks: list[int] | Unset = UNSET
        if not isinstance(self.perks, Unset):
            perks = self.perks



        quest = self.quest


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "class": class_,
            "level": level,
            "seat": seat,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if items is not UNSET:
            field_dict["items"] = items
        if perks is not UNSET:
            field_dict["perks"] = perks
        if quest is not UNSET:
            field_dict["quest"] = quest

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        class_ = check_gloomhaven_options_characters_item_type_4_class(d.pop("class"))




        level = d.pop("level")

        seat = d.pop("seat")

        _cards = d.pop("cards", UNSET)
        cards: list[GloomhavenOptionsCharactersItemType4CardsItem] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = check_gloomhaven_options_characters_item_type_4_cards_item(cards_item_data)



                cards.append(cards_item)


        _items = d.pop("items", UNSET)
        items: list[GloomhavenOptionsCharactersItemType4ItemsItem] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = check_gloomhaven_options_characters_item_type_4_items_item(items_item_data)



                items.append(items_item)


        perks = cast(list[int], d.pop("perks", UNSET))


        quest = d.pop("quest", UNSET)

        gloomhaven_options_characters_item_type_4 = cls(
            class_=class_,
            level=level,
            seat=seat,
            cards=cards,
            items=items,
            perks=perks,
            quest=quest,
        )

        return gloomhaven_options_characters_item_type_4

