from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_enacted_event_building import check_founders_of_gloomhaven_enacted_event_building
from ..models.founders_of_gloomhaven_enacted_event_building import FoundersOfGloomhavenEnactedEventBuilding
from ..models.founders_of_gloomhaven_enacted_event_type import check_founders_of_gloomhaven_enacted_event_type
from ..models.founders_of_gloomhaven_enacted_event_type import FoundersOfGloomhavenEnactedEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenEnactedEvent")



@_attrs_define
class FoundersOfGloomhavenEnactedEvent:
    """ 
        Attributes:
            building (FoundersOfGloomhavenEnactedEventBuilding):
            placer (int):
            type_ (FoundersOfGloomhavenEnactedEventType):
     """

    building: FoundersOfGloomhavenEnactedEventBuilding
    placer: int
    type_: FoundersOfGloomhavenEnactedEventType





    def to_dict(self) -> dict[str, Any]:
        building: str = self.building

        placer = self.placer

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "placer": placer,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = check_founders_of_gloomhaven_enacted_event_building(d.pop("building"))




        placer = d.pop("placer")

        type_ = check_founders_of_gloomhaven_enacted_event_type(d.pop("type"))




        founders_of_gloomhaven_enacted_event = cls(
            building=building,
            placer=placer,
            type_=type_,
        )

        return founders_of_gloomhaven_enacted_event

