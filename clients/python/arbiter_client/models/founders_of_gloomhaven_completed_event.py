from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_completed_event_building import check_founders_of_gloomhaven_completed_event_building
from ..models.founders_of_gloomhaven_completed_event_building import FoundersOfGloomhavenCompletedEventBuilding
from ..models.founders_of_gloomhaven_completed_event_type import check_founders_of_gloomhaven_completed_event_type
from ..models.founders_of_gloomhaven_completed_event_type import FoundersOfGloomhavenCompletedEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenCompletedEvent")



@_attrs_define
class FoundersOfGloomhavenCompletedEvent:
    """ 
        Attributes:
            building (FoundersOfGloomhavenCompletedEventBuilding):
            completions (int):
            type_ (FoundersOfGloomhavenCompletedEventType):
     """

    building: FoundersOfGloomhavenCompletedEventBuilding
    completions: int
    type_: FoundersOfGloomhavenCompletedEventType





    def to_dict(self) -> dict[str, Any]:
        building: str = self.building

        completions = self.completions

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "completions": completions,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = check_founders_of_gloomhaven_completed_event_building(d.pop("building"))




        completions = d.pop("completions")

        type_ = check_founders_of_gloomhaven_completed_event_type(d.pop("type"))




        founders_of_gloomhaven_completed_event = cls(
            building=building,
            completions=completions,
            type_=type_,
        )

        return founders_of_gloomhaven_completed_event

