from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_short_rest_card_event_type import check_gloomhaven_short_rest_card_event_type
from ..models.gloomhaven_short_rest_card_event_type import GloomhavenShortRestCardEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenShortRestCardEvent")



@_attrs_define
class GloomhavenShortRestCardEvent:
    """ 
        Attributes:
            card (int):
            character (int): index of the character in state.characters
            type_ (GloomhavenShortRestCardEventType):
     """

    card: int
    character: int
    type_: GloomhavenShortRestCardEventType





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

        type_ = check_gloomhaven_short_rest_card_event_type(d.pop("type"))




        gloomhaven_short_rest_card_event = cls(
            card=card,
            character=character,
            type_=type_,
        )

        return gloomhaven_short_rest_card_event

