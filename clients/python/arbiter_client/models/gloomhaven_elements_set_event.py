from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_elements_set_event_inert_item import check_gloomhaven_elements_set_event_inert_item
from ..models.gloomhaven_elements_set_event_inert_item import GloomhavenElementsSetEventInertItem
from ..models.gloomhaven_elements_set_event_strong_item import check_gloomhaven_elements_set_event_strong_item
from ..models.gloomhaven_elements_set_event_strong_item import GloomhavenElementsSetEventStrongItem
from ..models.gloomhaven_elements_set_event_type import check_gloomhaven_elements_set_event_type
from ..models.gloomhaven_elements_set_event_type import GloomhavenElementsSetEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenElementsSetEvent")



@_attrs_define
class GloomhavenElementsSetEvent:
    """ 
        Attributes:
            inert (list[GloomhavenElementsSetEventInertItem]):
            strong (list[GloomhavenElementsSetEventStrongItem]):
            type_ (GloomhavenElementsSetEventType):
     """

    inert: list[GloomhavenElementsSetEventInertItem]
    strong: list[GloomhavenElementsSetEventStrongItem]
    type_: GloomhavenElementsSetEventType





    def to_dict(self) -> dict[str, Any]:
        inert = []
        for inert_item_data in self.inert:
            inert_item: str = inert_item_data
            inert.append(inert_item)



        strong = []
        for strong_item_data in self.strong:
            strong_item: str = strong_item_data
            strong.append(strong_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "inert": inert,
            "strong": strong,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        inert = []
        _inert = d.pop("inert")
        for inert_item_data in (_inert):
            inert_item = check_gloomhaven_elements_set_event_inert_item(inert_item_data)



            inert.append(inert_item)


        strong = []
        _strong = d.pop("strong")
        for strong_item_data in (_strong):
            strong_item = check_gloomhaven_elements_set_event_strong_item(strong_item_data)



            strong.append(strong_item)


        type_ = check_gloomhaven_elements_set_event_type(d.pop("type"))




        gloomhaven_elements_set_event = cls(
            inert=inert,
            strong=strong,
            type_=type_,
        )

        return gloomhaven_elements_set_event

