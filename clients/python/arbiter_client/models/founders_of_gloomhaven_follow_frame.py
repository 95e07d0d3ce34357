from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_follow_frame_as_item import check_founders_of_gloomhaven_follow_frame_as_item
from ..models.founders_of_gloomhaven_follow_frame_as_item import FoundersOfGloomhavenFollowFrameAsItem
from ..models.founders_of_gloomhaven_follow_frame_kind import check_founders_of_gloomhaven_follow_frame_kind
from ..models.founders_of_gloomhaven_follow_frame_kind import FoundersOfGloomhavenFollowFrameKind
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenFollowFrame")



@_attrs_define
class FoundersOfGloomhavenFollowFrame:
    """ 
        Attributes:
            as_ (list[FoundersOfGloomhavenFollowFrameAsItem]):
            kind (FoundersOfGloomhavenFollowFrameKind):
            seat (int):
     """

    as_: list[FoundersOfGloomhavenFollowFrameAsItem]
    kind: FoundersOfGloomhavenFollowFrameKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        as_ = []
        for as_item_data in self.as_:
            as_item: str = as_item_data
            as_.append(as_item)



        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as": as_,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        as_ = []
        _as_ = d.pop("as")
        for as_item_data in (_as_):
            as_item = check_founders_of_gloomhaven_follow_frame_as_item(as_item_data)



            as_.append(as_item)


        kind = check_founders_of_gloomhaven_follow_frame_kind(d.pop("kind"))




        seat = d.pop("seat")

        founders_of_gloomhaven_follow_frame = cls(
            as_=as_,
            kind=kind,
            seat=seat,
        )

        return founders_of_gloomhaven_follow_frame

