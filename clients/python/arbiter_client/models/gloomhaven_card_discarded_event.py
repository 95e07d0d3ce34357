from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_card_discarded_event_type import check_gloomhaven_card_discarded_event_type
from ..models.gloomhaven_card_discarded_event_type import GloomhavenCardDiscardedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenCardDiscardedEvent")



@_attrs_define
class GloomhavenCardDiscardedEvent:
    """ 
        Attributes:
            card (int):
            character (int): index of the character in state.characters
            type_ (GloomhavenCardDiscardedEventType):
     """

    card: int
    character: int
    type_: GloomhavenCardDiscardedEventType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        type_ = check_gloomhaven_card_discarded_event_type(d.pop("type"))




        gloomhaven_card_discarded_event = cls(
            card=card,
            character=character,
            type_=type_,
        )

        return gloomhaven_card_discarded_event

