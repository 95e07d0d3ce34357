from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_exhausted_event_type import check_foundations_of_rome_consul_exhausted_event_type
from ..models.foundations_of_rome_consul_exhausted_event_type import FoundationsOfRomeConsulExhaustedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulExhaustedEvent")



@_attrs_define
class FoundationsOfRomeConsulExhaustedEvent:
    """ no Consul token of the size needed is left: it does not take the lot, it scores VP instead

        Attributes:
            deed (str): a lot, column A–J and row 1–10
            size (int):
            type_ (FoundationsOfRomeConsulExhaustedEventType):
            vp (int):
     """

    deed: str
    size: int
    type_: FoundationsOfRomeConsulExhaustedEventType
    vp: int





    def to_dict(self) -> dict[str, Any]:
        deed = self.deed

        size = self.size

        type_: str = self.type_

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deed": deed,
            "size": size,
            "type": type_,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deed = d.pop("deed")

        size = d.pop("size")

        type_ = check_foundations_of_rome_consul_exhausted_event_type(d.pop("type"))




        vp = d.pop("vp")

        foundations_of_rome_consul_exhausted_event = cls(
            deed=deed,
            size=size,
            type_=type_,
            vp=vp,
        )

        return foundations_of_rome_consul_exhausted_event

