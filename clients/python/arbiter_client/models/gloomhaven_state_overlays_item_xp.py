from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenStateOverlaysItemXp")



@_attrs_define
class GloomhavenStateOverlaysItemXp:
    """ XP to the trap's maker

        Attributes:
            character (int): index of the character in state.characters
            xp (int):
     """

    character: int
    xp: int





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        xp = self.xp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "xp": xp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        xp = d.pop("xp")

        gloomhaven_state_overlays_item_xp = cls(
            character=character,
            xp=xp,
        )

        return gloomhaven_state_overlays_item_xp

