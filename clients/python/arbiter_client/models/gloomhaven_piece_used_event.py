from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_piece_used_event_type import check_gloomhaven_piece_used_event_type
from ..models.gloomhaven_piece_used_event_type import GloomhavenPieceUsedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenPieceUsedEvent")



@_attrs_define
class GloomhavenPieceUsedEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            name (str):
            type_ (GloomhavenPieceUsedEventType):
     """

    character: int
    name: str
    type_: GloomhavenPieceUsedEventType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        name = self.name

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "name": name,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        name = d.pop("name")

        type_ = check_gloomhaven_piece_used_event_type(d.pop("type"))




        gloomhaven_piece_used_event = cls(
            character=character,
            name=name,
            type_=type_,
        )

        return gloomhaven_piece_used_event

