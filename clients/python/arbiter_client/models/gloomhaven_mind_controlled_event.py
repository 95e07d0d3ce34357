from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_mind_controlled_event_type import check_gloomhaven_mind_controlled_event_type
from ..models.gloomhaven_mind_controlled_event_type import GloomhavenMindControlledEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenMindControlledEvent")



@_attrs_define
class GloomhavenMindControlledEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            type_ (GloomhavenMindControlledEventType):
     """

    character: int
    type_: GloomhavenMindControlledEventType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        type_ = check_gloomhaven_mind_controlled_event_type(d.pop("type"))




        gloomhaven_mind_controlled_event = cls(
            character=character,
            type_=type_,
        )

        return gloomhaven_mind_controlled_event

