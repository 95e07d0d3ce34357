from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_choose_source_frame_kind import check_founders_of_gloomhaven_choose_source_frame_kind
from ..models.founders_of_gloomhaven_choose_source_frame_kind import FoundersOfGloomhavenChooseSourceFrameKind
from ..models.founders_of_gloomhaven_choose_source_frame_resource import check_founders_of_gloomhaven_choose_source_frame_resource
from ..models.founders_of_gloomhaven_choose_source_frame_resource import FoundersOfGloomhavenChooseSourceFrameResource
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenChooseSourceFrame")



@_attrs_define
class FoundersOfGloomhavenChooseSourceFrame:
    """ 
        Attributes:
            by_bank (bool):
            kind (FoundersOfGloomhavenChooseSourceFrameKind):
            resource (FoundersOfGloomhavenChooseSourceFrameResource):
            seat (int):
            tile (int): index into the state's tiles
            value (int):
     """

    by_bank: bool
    kind: FoundersOfGloomhavenChooseSourceFrameKind
    resource: FoundersOfGloomhavenChooseSourceFrameResource
    seat: int
    tile: int
    value: int





    def to_dict(self) -> dict[str, Any]:
        by_bank = self.by_bank

        kind: str = self.kind

        resource: str = self.resource

        seat = self.seat

        tile = self.tile

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by_bank": by_bank,
            "kind": kind,
            "resource": resource,
            "seat": seat,
            "tile": tile,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by_bank = d.pop("by_bank")

        kind = check_founders_of_gloomhaven_choose_source_frame_kind(d.pop("kind"))




        resource = check_founders_of_gloomhaven_choose_source_frame_resource(d.pop("resource"))




        seat = d.pop("seat")

        tile = d.pop("tile")

        value = d.pop("value")

        founders_of_gloomhaven_choose_source_frame = cls(
            by_bank=by_bank,
            kind=kind,
            resource=resource,
            seat=seat,
            tile=tile,
            value=value,
        )

        return founders_of_gloomhaven_choose_source_frame

