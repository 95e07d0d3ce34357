from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_choose_delivery_frame_kind import check_founders_of_gloomhaven_choose_delivery_frame_kind
from ..models.founders_of_gloomhaven_choose_delivery_frame_kind import FoundersOfGloomhavenChooseDeliveryFrameKind
from ..models.founders_of_gloomhaven_choose_delivery_frame_resource import check_founders_of_gloomhaven_choose_delivery_frame_resource
from ..models.founders_of_gloomhaven_choose_delivery_frame_resource import FoundersOfGloomhavenChooseDeliveryFrameResource
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenChooseDeliveryFrame")



@_attrs_define
class FoundersOfGloomhavenChooseDeliveryFrame:
    """ 
        Attributes:
            building (int): index into the state's prestige buildings
            kind (FoundersOfGloomhavenChooseDeliveryFrameKind):
            resource (FoundersOfGloomhavenChooseDeliveryFrameResource):
            seat (int):
     """

    building: int
    kind: FoundersOfGloomhavenChooseDeliveryFrameKind
    resource: FoundersOfGloomhavenChooseDeliveryFrameResource
    seat: int





    def to_dict(self) -> dict[str, Any]:
        building = self.building

        kind: str = self.kind

        resource: str = self.resource

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "kind": kind,
            "resource": resource,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        kind = check_founders_of_gloomhaven_choose_delivery_frame_kind(d.pop("kind"))




        resource = check_founders_of_gloomhaven_choose_delivery_frame_resource(d.pop("resource"))




        seat = d.pop("seat")

        founders_of_gloomhaven_choose_delivery_frame = cls(
            building=building,
            kind=kind,
            resource=resource,
            seat=seat,
        )

        return founders_of_gloomhaven_choose_delivery_frame

