from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_item_used_event_item import check_gloomhaven_item_used_event_item
from ..models.gloomhaven_item_used_event_item import GloomhavenItemUsedEventItem
from ..models.gloomhaven_item_used_event_state import check_gloomhaven_item_used_event_state
from ..models.gloomhaven_item_used_event_state import GloomhavenItemUsedEventState
from ..models.gloomhaven_item_used_event_type import check_gloomhaven_item_used_event_type
from ..models.gloomhaven_item_used_event_type import GloomhavenItemUsedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenItemUsedEvent")



@_attrs_define
class GloomhavenItemUsedEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            item (GloomhavenItemUsedEventItem):
            state (GloomhavenItemUsedEventState):
            type_ (GloomhavenItemUsedEventType):
     """

    character: int
    item: GloomhavenItemUsedEventItem
    state: GloomhavenItemUsedEventState
    type_: GloomhavenItemUsedEventType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        item: int = self.item

        state: str = self.state

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "item": item,
            "state": state,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        item = check_gloomhaven_item_used_event_item(d.pop("item"))




        state = check_gloomhaven_item_used_event_state(d.pop("state"))




        type_ = check_gloomhaven_item_used_event_type(d.pop("type"))




        gloomhaven_item_used_event = cls(
            character=character,
            item=item,
            state=state,
            type_=type_,
        )

        return gloomhaven_item_used_event

