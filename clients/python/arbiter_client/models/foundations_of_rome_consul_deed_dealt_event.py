from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_deed_dealt_event_type import check_foundations_of_rome_consul_deed_dealt_event_type
from ..models.foundations_of_rome_consul_deed_dealt_event_type import FoundationsOfRomeConsulDeedDealtEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulDeedDealtEvent")



@_attrs_define
class FoundationsOfRomeConsulDeedDealtEvent:
    """ the table dealt one of the Consul's starting deeds

        Attributes:
            deed (str): a lot, column A–J and row 1–10
            type_ (FoundationsOfRomeConsulDeedDealtEventType):
     """

    deed: str
    type_: FoundationsOfRomeConsulDeedDealtEventType





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

        type_ = check_foundations_of_rome_consul_deed_dealt_event_type(d.pop("type"))




        foundations_of_rome_consul_deed_dealt_event = cls(
            deed=deed,
            type_=type_,
        )

        return foundations_of_rome_consul_deed_dealt_event

