from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GloomhavenViewMonstersItemTurned")



@_attrs_define
class GloomhavenViewMonstersItemTurned:
    """ a character's token for the round: it performs its turn with its sides swapped (Long Con, Hostile Takeover,
    Domination; controlled: the character's player steers it)

        Attributes:
            by (int): index of the character in state.characters
            controlled (bool):
     """

    by: int
    controlled: bool





    def to_dict(self) -> dict[str, Any]:
        by = self.by

        controlled = self.controlled


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by": by,
            "controlled": controlled,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        controlled = d.pop("controlled")

        gloomhaven_view_monsters_item_turned = cls(
            by=by,
            controlled=controlled,
        )

        return gloomhaven_view_monsters_item_turned

