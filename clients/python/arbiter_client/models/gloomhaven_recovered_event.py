from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_recovered_event_pile import check_gloomhaven_recovered_event_pile
from ..models.gloomhaven_recovered_event_pile import GloomhavenRecoveredEventPile
from ..models.gloomhaven_recovered_event_type import check_gloomhaven_recovered_event_type
from ..models.gloomhaven_recovered_event_type import GloomhavenRecoveredEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenRecoveredEvent")



@_attrs_define
class GloomhavenRecoveredEvent:
    """ 
        Attributes:
            cards (list[int]):
            character (int): index of the character in state.characters
            pile (GloomhavenRecoveredEventPile):
            type_ (GloomhavenRecoveredEventType):
     """

    cards: list[int]
    character: int
    pile: GloomhavenRecoveredEventPile
    type_: GloomhavenRecoveredEventType





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        character = self.character

        pile: str = self.pile

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "character": character,
            "pile": pile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        character = d.pop("character")

        pile = check_gloomhaven_recovered_event_pile(d.pop("pile"))




        type_ = check_gloomhaven_recovered_event_type(d.pop("type"))




        gloomhaven_recovered_event = cls(
            cards=cards,
            character=character,
            pile=pile,
            type_=type_,
        )

        return gloomhaven_recovered_event

