from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_figure_freed_event_type import check_gloomhaven_figure_freed_event_type
from ..models.gloomhaven_figure_freed_event_type import GloomhavenFigureFreedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenFigureFreedEvent")



@_attrs_define
class GloomhavenFigureFreedEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            hex_ (list[int]):
            name (str):
            type_ (GloomhavenFigureFreedEventType):
     """

    character: int
    hex_: list[int]
    name: str
    type_: GloomhavenFigureFreedEventType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        hex_ = self.hex_



        name = self.name

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "hex": hex_,
            "name": name,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        hex_ = cast(list[int], d.pop("hex"))


        name = d.pop("name")

        type_ = check_gloomhaven_figure_freed_event_type(d.pop("type"))




        gloomhaven_figure_freed_event = cls(
            character=character,
            hex_=hex_,
            name=name,
            type_=type_,
        )

        return gloomhaven_figure_freed_event

