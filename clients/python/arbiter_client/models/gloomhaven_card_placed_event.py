from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_card_placed_event_pile import check_gloomhaven_card_placed_event_pile
from ..models.gloomhaven_card_placed_event_pile import GloomhavenCardPlacedEventPile
from ..models.gloomhaven_card_placed_event_type import check_gloomhaven_card_placed_event_type
from ..models.gloomhaven_card_placed_event_type import GloomhavenCardPlacedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenCardPlacedEvent")



@_attrs_define
class GloomhavenCardPlacedEvent:
    """ 
        Attributes:
            card (int):
            character (int): index of the character in state.characters
            pile (GloomhavenCardPlacedEventPile):
            type_ (GloomhavenCardPlacedEventType):
     """

    card: int
    character: int
    pile: GloomhavenCardPlacedEventPile
    type_: GloomhavenCardPlacedEventType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        pile: str = self.pile

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "pile": pile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        pile = check_gloomhaven_card_placed_event_pile(d.pop("pile"))




        type_ = check_gloomhaven_card_placed_event_type(d.pop("type"))




        gloomhaven_card_placed_event = cls(
            card=card,
            character=character,
            pile=pile,
            type_=type_,
        )

        return gloomhaven_card_placed_event

