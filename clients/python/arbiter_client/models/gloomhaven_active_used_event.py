from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_active_used_event_type import check_gloomhaven_active_used_event_type
from ..models.gloomhaven_active_used_event_type import GloomhavenActiveUsedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenActiveUsedEvent")



@_attrs_define
class GloomhavenActiveUsedEvent:
    """ 
        Attributes:
            card (int):
            character (int): index of the character in state.characters
            left (int):
            type_ (GloomhavenActiveUsedEventType):
     """

    card: int
    character: int
    left: int
    type_: GloomhavenActiveUsedEventType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        left = self.left

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "left": left,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        left = d.pop("left")

        type_ = check_gloomhaven_active_used_event_type(d.pop("type"))




        gloomhaven_active_used_event = cls(
            card=card,
            character=character,
            left=left,
            type_=type_,
        )

        return gloomhaven_active_used_event

