from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_card_drawn_event_deck import check_gloomhaven_monster_card_drawn_event_deck
from ..models.gloomhaven_monster_card_drawn_event_deck import GloomhavenMonsterCardDrawnEventDeck
from ..models.gloomhaven_monster_card_drawn_event_type import check_gloomhaven_monster_card_drawn_event_type
from ..models.gloomhaven_monster_card_drawn_event_type import GloomhavenMonsterCardDrawnEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterCardDrawnEvent")



@_attrs_define
class GloomhavenMonsterCardDrawnEvent:
    """ 
        Attributes:
            card (int):
            deck (GloomhavenMonsterCardDrawnEventDeck):
            type_ (GloomhavenMonsterCardDrawnEventType):
     """

    card: int
    deck: GloomhavenMonsterCardDrawnEventDeck
    type_: GloomhavenMonsterCardDrawnEventType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        deck: str = self.deck

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "deck": deck,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        deck = check_gloomhaven_monster_card_drawn_event_deck(d.pop("deck"))




        type_ = check_gloomhaven_monster_card_drawn_event_type(d.pop("type"))




        gloomhaven_monster_card_drawn_event = cls(
            card=card,
            deck=deck,
            type_=type_,
        )

        return gloomhaven_monster_card_drawn_event

