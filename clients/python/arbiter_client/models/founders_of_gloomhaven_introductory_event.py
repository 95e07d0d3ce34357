from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_introductory_event_type import check_founders_of_gloomhaven_introductory_event_type
from ..models.founders_of_gloomhaven_introductory_event_type import FoundersOfGloomhavenIntroductoryEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenIntroductoryEvent")



@_attrs_define
class FoundersOfGloomhavenIntroductoryEvent:
    """ 
        Attributes:
            type_ (FoundersOfGloomhavenIntroductoryEventType):
     """

    type_: FoundersOfGloomhavenIntroductoryEventType





    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_founders_of_gloomhaven_introductory_event_type(d.pop("type"))




        founders_of_gloomhaven_introductory_event = cls(
            type_=type_,
        )

        return founders_of_gloomhaven_introductory_event

