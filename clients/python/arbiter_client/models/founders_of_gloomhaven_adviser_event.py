from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_adviser_event_adviser import check_founders_of_gloomhaven_adviser_event_adviser
from ..models.founders_of_gloomhaven_adviser_event_adviser import FoundersOfGloomhavenAdviserEventAdviser
from ..models.founders_of_gloomhaven_adviser_event_type import check_founders_of_gloomhaven_adviser_event_type
from ..models.founders_of_gloomhaven_adviser_event_type import FoundersOfGloomhavenAdviserEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenAdviserEvent")



@_attrs_define
class FoundersOfGloomhavenAdviserEvent:
    """ 
        Attributes:
            adviser (FoundersOfGloomhavenAdviserEventAdviser):
            slot (int):
            type_ (FoundersOfGloomhavenAdviserEventType):
     """

    adviser: FoundersOfGloomhavenAdviserEventAdviser
    slot: int
    type_: FoundersOfGloomhavenAdviserEventType





    def to_dict(self) -> dict[str, Any]:
        adviser: str = self.adviser

        slot = self.slot

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adviser": adviser,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adviser = check_founders_of_gloomhaven_adviser_event_adviser(d.pop("adviser"))




        slot = d.pop("slot")

        type_ = check_founders_of_gloomhaven_adviser_event_type(d.pop("type"))




        founders_of_gloomhaven_adviser_event = cls(
            adviser=adviser,
            slot=slot,
            type_=type_,
        )

        return founders_of_gloomhaven_adviser_event

