from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_summoned_event_name import check_gloomhaven_summoned_event_name
from ..models.gloomhaven_summoned_event_name import GloomhavenSummonedEventName
from ..models.gloomhaven_summoned_event_type import check_gloomhaven_summoned_event_type
from ..models.gloomhaven_summoned_event_type import GloomhavenSummonedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenSummonedEvent")



@_attrs_define
class GloomhavenSummonedEvent:
    """ 
        Attributes:
            card (int):
            character (int): index of the character in state.characters
            hex_ (list[int]):
            name (GloomhavenSummonedEventName):
            type_ (GloomhavenSummonedEventType):
     """

    card: int
    character: int
    hex_: list[int]
    name: GloomhavenSummonedEventName
    type_: GloomhavenSummonedEventType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        hex_ = self.hex_



        name: str = self.name

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "hex": hex_,
            "name": name,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        hex_ = cast(list[int], d.pop("hex"))


        name = check_gloomhaven_summoned_event_name(d.pop("name"))




        type_ = check_gloomhaven_summoned_event_type(d.pop("type"))




        gloomhaven_summoned_event = cls(
            card=card,
            character=character,
            hex_=hex_,
            name=name,
            type_=type_,
        )

        return gloomhaven_summoned_event

