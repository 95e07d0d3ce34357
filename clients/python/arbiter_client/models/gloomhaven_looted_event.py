from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_looted_event_type import check_gloomhaven_looted_event_type
from ..models.gloomhaven_looted_event_type import GloomhavenLootedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_looted_event_overlay import GloomhavenLootedEventOverlay





T = TypeVar("T", bound="GloomhavenLootedEvent")



@_attrs_define
class GloomhavenLootedEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            hex_ (list[int]):
            overlay (GloomhavenLootedEventOverlay):
            type_ (GloomhavenLootedEventType):
     """

    character: int
    hex_: list[int]
    overlay: GloomhavenLootedEventOverlay
    type_: GloomhavenLootedEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_looted_event_overlay import GloomhavenLootedEventOverlay # noqa: PLC0415
        character = self.character

        hex_ = self.hex_



        overlay = self.overlay.to_dict()

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "hex": hex_,
            "overlay": overlay,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_looted_event_overlay import GloomhavenLootedEventOverlay # noqa: PLC0415
        d = dict(src_dict)
        character = d.pop("character")

        hex_ = cast(list[int], d.pop("hex"))


        overlay = GloomhavenLootedEventOverlay.from_dict(d.pop("overlay"))




        type_ = check_gloomhaven_looted_event_type(d.pop("type"))




        gloomhaven_looted_event = cls(
            character=character,
            hex_=hex_,
            overlay=overlay,
            type_=type_,
        )

        return gloomhaven_looted_event

