from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_sacrificed_event_type import check_gloomhaven_sacrificed_event_type
from ..models.gloomhaven_sacrificed_event_type import GloomhavenSacrificedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenSacrificedEvent")



@_attrs_define
class GloomhavenSacrificedEvent:
    """ 
        Attributes:
            figure (str):
            type_ (GloomhavenSacrificedEventType):
     """

    figure: str
    type_: GloomhavenSacrificedEventType





    def to_dict(self) -> dict[str, Any]:
        figure = self.figure

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "figure": figure,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        figure = d.pop("figure")

        type_ = check_gloomhaven_sacrificed_event_type(d.pop("type"))




        gloomhaven_sacrificed_event = cls(
            figure=figure,
            type_=type_,
        )

        return gloomhaven_sacrificed_event

