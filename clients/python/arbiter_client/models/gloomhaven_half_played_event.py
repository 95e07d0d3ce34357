from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_half_played_event_half import check_gloomhaven_half_played_event_half
from ..models.gloomhaven_half_played_event_half import GloomhavenHalfPlayedEventHalf
from ..models.gloomhaven_half_played_event_type import check_gloomhaven_half_played_event_type
from ..models.gloomhaven_half_played_event_type import GloomhavenHalfPlayedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenHalfPlayedEvent")



@_attrs_define
class GloomhavenHalfPlayedEvent:
    """ 
        Attributes:
            basic (bool): played as the basic Attack 2 / Move 2
            card (int):
            character (int): index of the character in state.characters
            half (GloomhavenHalfPlayedEventHalf):
            type_ (GloomhavenHalfPlayedEventType):
     """

    basic: bool
    card: int
    character: int
    half: GloomhavenHalfPlayedEventHalf
    type_: GloomhavenHalfPlayedEventType





    def to_dict(self) -> dict[str, Any]:
        basic = self.basic

        card = self.card

        character = self.character

        half: str = self.half

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "basic": basic,
            "card": card,
            "character": character,
            "half": half,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        basic = d.pop("basic")

        card = d.pop("card")

        character = d.pop("character")

        half = check_gloomhaven_half_played_event_half(d.pop("half"))




        type_ = check_gloomhaven_half_played_event_type(d.pop("type"))




        gloomhaven_half_played_event = cls(
            basic=basic,
            card=card,
            character=character,
            half=half,
            type_=type_,
        )

        return gloomhaven_half_played_event

