from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_escort_turn_event_type import check_gloomhaven_escort_turn_event_type
from ..models.gloomhaven_escort_turn_event_type import GloomhavenEscortTurnEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenEscortTurnEvent")



@_attrs_define
class GloomhavenEscortTurnEvent:
    """ 
        Attributes:
            name (str):
            type_ (GloomhavenEscortTurnEventType):
     """

    name: str
    type_: GloomhavenEscortTurnEventType





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = check_gloomhaven_escort_turn_event_type(d.pop("type"))




        gloomhaven_escort_turn_event = cls(
            name=name,
            type_=type_,
        )

        return gloomhaven_escort_turn_event

