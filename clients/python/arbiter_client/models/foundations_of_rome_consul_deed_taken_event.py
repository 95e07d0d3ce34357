from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_deed_taken_event_type import check_foundations_of_rome_consul_deed_taken_event_type
from ..models.foundations_of_rome_consul_deed_taken_event_type import FoundationsOfRomeConsulDeedTakenEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulDeedTakenEvent")



@_attrs_define
class FoundationsOfRomeConsulDeedTakenEvent:
    """ the Consul took the leftmost deed of the Deed board

        Attributes:
            deed (str): a lot, column A–J and row 1–10
            type_ (FoundationsOfRomeConsulDeedTakenEventType):
     """

    deed: str
    type_: FoundationsOfRomeConsulDeedTakenEventType





    def to_dict(self) -> dict[str, Any]:
        deed = self.deed

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deed": deed,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deed = d.pop("deed")

        type_ = check_foundations_of_rome_consul_deed_taken_event_type(d.pop("type"))




        foundations_of_rome_consul_deed_taken_event = cls(
            deed=deed,
            type_=type_,
        )

        return foundations_of_rome_consul_deed_taken_event

