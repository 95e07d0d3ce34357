from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_complete_options_characters_item_class import check_gloomhaven_complete_options_characters_item_class
from ..models.gloomhaven_complete_options_characters_item_class import GloomhavenCompleteOptionsCharactersItemClass
from ..models.gloomhaven_complete_options_characters_item_items_item import check_gloomhaven_complete_options_characters_item_items_item
from ..models.gloomhaven_complete_options_characters_item_items_item import GloomhavenCompleteOptionsCharactersItemItemsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenCompleteOptionsCharactersItem")



@_attrs_define
class GloomhavenCompleteOptionsCharactersItem:
    """ 
        Attributes:
            class_ (GloomhavenCompleteOptionsCharactersItemClass):
            level (int): level 1 (higher levels need the full card pool)
            seat (int):
            items (list[GloomhavenCompleteOptionsCharactersItemItemsItem] | Unset): the item cards equipped, by number
                (docs/gloomhaven.md)
            perks (list[int] | Unset): the perk checkboxes marked, numbered 0-14 in printed order (docs/gloomhaven.md)
     """

    class_: GloomhavenCompleteOptionsCharactersItemClass
    level: int
    seat: int
    items: list[GloomhavenCompleteOptionsCharactersItemItemsItem] | Unset = UNSET
    perks: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        class_: str = self.class_

        level = self.level

        seat = self.seat

        items: list[int] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item: int = items_item_data
                items.append(items_item)



        perks: list[int] | Unset = UNSET
        if not isinstance(self.perks, Unset):
            perks = self.perks




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "class": class_,
            "level": level,
            "seat": seat,
        })
        if items is not UNSET:
            field_dict["items"] = items
        if perks is not UNSET:
            field_dict["perks"] = perks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        class_ = check_gloomhaven_complete_options_characters_item_class(d.pop("class"))




        level = d.pop("level")

        seat = d.pop("seat")

        _items = d.pop("items", UNSET)
        items: list[GloomhavenCompleteOptionsCharactersItemItemsItem] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = check_gloomhaven_complete_options_characters_item_items_item(items_item_data)



                items.append(items_item)


        perks = cast(list[int], d.pop("perks", UNSET))


        gloomhaven_complete_options_characters_item = cls(
            class_=class_,
            level=level,
            seat=seat,
            items=items,
            perks=perks,
        )

        return gloomhaven_complete_options_characters_item

