from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rested_event_type import check_gloomhaven_rested_event_type
from ..models.gloomhaven_rested_event_type import GloomhavenRestedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenRestedEvent")



@_attrs_define
class GloomhavenRestedEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            lost (int | None):
            type_ (GloomhavenRestedEventType):
     """

    character: int
    lost: int | None
    type_: GloomhavenRestedEventType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        lost: int | None
        lost = self.lost

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "lost": lost,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        def _parse_lost(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lost = _parse_lost(d.pop("lost"))


        type_ = check_gloomhaven_rested_event_type(d.pop("type"))




        gloomhaven_rested_event = cls(
            character=character,
            lost=lost,
            type_=type_,
        )

        return gloomhaven_rested_event

