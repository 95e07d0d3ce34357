from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_draw_adviser_frame_kind import check_founders_of_gloomhaven_draw_adviser_frame_kind
from ..models.founders_of_gloomhaven_draw_adviser_frame_kind import FoundersOfGloomhavenDrawAdviserFrameKind
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenDrawAdviserFrame")



@_attrs_define
class FoundersOfGloomhavenDrawAdviserFrame:
    """ 
        Attributes:
            kind (FoundersOfGloomhavenDrawAdviserFrameKind):
            seat (int):
            slot (int):
     """

    kind: FoundersOfGloomhavenDrawAdviserFrameKind
    seat: int
    slot: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat = self.seat

        slot = self.slot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
            "slot": slot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_founders_of_gloomhaven_draw_adviser_frame_kind(d.pop("kind"))




        seat = d.pop("seat")

        slot = d.pop("slot")

        founders_of_gloomhaven_draw_adviser_frame = cls(
            kind=kind,
            seat=seat,
            slot=slot,
        )

        return founders_of_gloomhaven_draw_adviser_frame

