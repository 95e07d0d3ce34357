from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_element_infused_event_element import check_gloomhaven_element_infused_event_element
from ..models.gloomhaven_element_infused_event_element import GloomhavenElementInfusedEventElement
from ..models.gloomhaven_element_infused_event_type import check_gloomhaven_element_infused_event_type
from ..models.gloomhaven_element_infused_event_type import GloomhavenElementInfusedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenElementInfusedEvent")



@_attrs_define
class GloomhavenElementInfusedEvent:
    """ 
        Attributes:
            element (GloomhavenElementInfusedEventElement):
            type_ (GloomhavenElementInfusedEventType):
     """

    element: GloomhavenElementInfusedEventElement
    type_: GloomhavenElementInfusedEventType





    def to_dict(self) -> dict[str, Any]:
        element: str = self.element

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "element": element,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = check_gloomhaven_element_infused_event_element(d.pop("element"))




        type_ = check_gloomhaven_element_infused_event_type(d.pop("type"))




        gloomhaven_element_infused_event = cls(
            element=element,
            type_=type_,
        )

        return gloomhaven_element_infused_event

