from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_movement_spent_event_type import check_gloomhaven_movement_spent_event_type
from ..models.gloomhaven_movement_spent_event_type import GloomhavenMovementSpentEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenMovementSpentEvent")



@_attrs_define
class GloomhavenMovementSpentEvent:
    """ 
        Attributes:
            name (str):
            progress (int):
            type_ (GloomhavenMovementSpentEventType):
     """

    name: str
    progress: int
    type_: GloomhavenMovementSpentEventType





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        progress = self.progress

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "progress": progress,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        progress = d.pop("progress")

        type_ = check_gloomhaven_movement_spent_event_type(d.pop("type"))




        gloomhaven_movement_spent_event = cls(
            name=name,
            progress=progress,
            type_=type_,
        )

        return gloomhaven_movement_spent_event

