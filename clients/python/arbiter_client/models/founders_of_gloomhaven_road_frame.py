from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_road_frame_kind import check_founders_of_gloomhaven_road_frame_kind
from ..models.founders_of_gloomhaven_road_frame_kind import FoundersOfGloomhavenRoadFrameKind
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenRoadFrame")



@_attrs_define
class FoundersOfGloomhavenRoadFrame:
    """ 
        Attributes:
            kind (FoundersOfGloomhavenRoadFrameKind):
            left (int):
            seat (int):
     """

    kind: FoundersOfGloomhavenRoadFrameKind
    left: int
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        left = self.left

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "left": left,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_founders_of_gloomhaven_road_frame_kind(d.pop("kind"))




        left = d.pop("left")

        seat = d.pop("seat")

        founders_of_gloomhaven_road_frame = cls(
            kind=kind,
            left=left,
            seat=seat,
        )

        return founders_of_gloomhaven_road_frame

