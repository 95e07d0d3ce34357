from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_delivered_event_building import check_founders_of_gloomhaven_delivered_event_building
from ..models.founders_of_gloomhaven_delivered_event_building import FoundersOfGloomhavenDeliveredEventBuilding
from ..models.founders_of_gloomhaven_delivered_event_resource import check_founders_of_gloomhaven_delivered_event_resource
from ..models.founders_of_gloomhaven_delivered_event_resource import FoundersOfGloomhavenDeliveredEventResource
from ..models.founders_of_gloomhaven_delivered_event_type import check_founders_of_gloomhaven_delivered_event_type
from ..models.founders_of_gloomhaven_delivered_event_type import FoundersOfGloomhavenDeliveredEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenDeliveredEvent")



@_attrs_define
class FoundersOfGloomhavenDeliveredEvent:
    """ 
        Attributes:
            building (FoundersOfGloomhavenDeliveredEventBuilding):
            by (int | None):
            resource (FoundersOfGloomhavenDeliveredEventResource):
            type_ (FoundersOfGloomhavenDeliveredEventType):
     """

    building: FoundersOfGloomhavenDeliveredEventBuilding
    by: int | None
    resource: FoundersOfGloomhavenDeliveredEventResource
    type_: FoundersOfGloomhavenDeliveredEventType





    def to_dict(self) -> dict[str, Any]:
        building: str = self.building

        by: int | None
        by = self.by

        resource: str = self.resource

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "by": by,
            "resource": resource,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = check_founders_of_gloomhaven_delivered_event_building(d.pop("building"))




        def _parse_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        by = _parse_by(d.pop("by"))


        resource = check_founders_of_gloomhaven_delivered_event_resource(d.pop("resource"))




        type_ = check_founders_of_gloomhaven_delivered_event_type(d.pop("type"))




        founders_of_gloomhaven_delivered_event = cls(
            building=building,
            by=by,
            resource=resource,
            type_=type_,
        )

        return founders_of_gloomhaven_delivered_event

