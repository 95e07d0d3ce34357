from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_resource_event_resource import check_founders_of_gloomhaven_resource_event_resource
from ..models.founders_of_gloomhaven_resource_event_resource import FoundersOfGloomhavenResourceEventResource
from ..models.founders_of_gloomhaven_resource_event_type import check_founders_of_gloomhaven_resource_event_type
from ..models.founders_of_gloomhaven_resource_event_type import FoundersOfGloomhavenResourceEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenResourceEvent")



@_attrs_define
class FoundersOfGloomhavenResourceEvent:
    """ 
        Attributes:
            from_ (int | None):
            player (int):
            resource (FoundersOfGloomhavenResourceEventResource):
            type_ (FoundersOfGloomhavenResourceEventType):
     """

    from_: int | None
    player: int
    resource: FoundersOfGloomhavenResourceEventResource
    type_: FoundersOfGloomhavenResourceEventType





    def to_dict(self) -> dict[str, Any]:
        from_: int | None
        from_ = self.from_

        player = self.player

        resource: str = self.resource

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "player": player,
            "resource": resource,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_from_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_ = _parse_from_(d.pop("from"))


        player = d.pop("player")

        resource = check_founders_of_gloomhaven_resource_event_resource(d.pop("resource"))




        type_ = check_founders_of_gloomhaven_resource_event_type(d.pop("type"))




        founders_of_gloomhaven_resource_event = cls(
            from_=from_,
            player=player,
            resource=resource,
            type_=type_,
        )

        return founders_of_gloomhaven_resource_event

