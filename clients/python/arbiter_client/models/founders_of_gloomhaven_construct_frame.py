from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_construct_frame_kind import check_founders_of_gloomhaven_construct_frame_kind
from ..models.founders_of_gloomhaven_construct_frame_kind import FoundersOfGloomhavenConstructFrameKind
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenConstructFrame")



@_attrs_define
class FoundersOfGloomhavenConstructFrame:
    """ 
        Attributes:
            discount (int):
            kind (FoundersOfGloomhavenConstructFrameKind):
            seat (int):
     """

    discount: int
    kind: FoundersOfGloomhavenConstructFrameKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        discount = self.discount

        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "discount": discount,
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discount = d.pop("discount")

        kind = check_founders_of_gloomhaven_construct_frame_kind(d.pop("kind"))




        seat = d.pop("seat")

        founders_of_gloomhaven_construct_frame = cls(
            discount=discount,
            kind=kind,
            seat=seat,
        )

        return founders_of_gloomhaven_construct_frame

