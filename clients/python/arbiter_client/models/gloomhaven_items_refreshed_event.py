from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_items_refreshed_event_items_item import check_gloomhaven_items_refreshed_event_items_item
from ..models.gloomhaven_items_refreshed_event_items_item import GloomhavenItemsRefreshedEventItemsItem
from ..models.gloomhaven_items_refreshed_event_type import check_gloomhaven_items_refreshed_event_type
from ..models.gloomhaven_items_refreshed_event_type import GloomhavenItemsRefreshedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenItemsRefreshedEvent")



@_attrs_define
class GloomhavenItemsRefreshedEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            items (list[GloomhavenItemsRefreshedEventItemsItem]):
            type_ (GloomhavenItemsRefreshedEventType):
     """

    character: int
    items: list[GloomhavenItemsRefreshedEventItemsItem]
    type_: GloomhavenItemsRefreshedEventType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        items = []
        for items_item_data in self.items:
            items_item: int = items_item_data
            items.append(items_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "items": items,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = check_gloomhaven_items_refreshed_event_items_item(items_item_data)



            items.append(items_item)


        type_ = check_gloomhaven_items_refreshed_event_type(d.pop("type"))




        gloomhaven_items_refreshed_event = cls(
            character=character,
            items=items,
            type_=type_,
        )

        return gloomhaven_items_refreshed_event

