from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenStateMarkersItem")



@_attrs_define
class GloomhavenStateMarkersItem:
    """ a numbered token of the scenario, not yet activated (markers.py)

        Attributes:
            hex_ (list[int]):
            name (str):
            progress (int):
     """

    hex_: list[int]
    name: str
    progress: int





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        name = self.name

        progress = self.progress


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "name": name,
            "progress": progress,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        name = d.pop("name")

        progress = d.pop("progress")

        gloomhaven_state_markers_item = cls(
            hex_=hex_,
            name=name,
            progress=progress,
        )

        return gloomhaven_state_markers_item

