from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_tokens_reshuffled_event_type import check_foundations_of_rome_consul_tokens_reshuffled_event_type
from ..models.foundations_of_rome_consul_tokens_reshuffled_event_type import FoundationsOfRomeConsulTokensReshuffledEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulTokensReshuffledEvent")



@_attrs_define
class FoundationsOfRomeConsulTokensReshuffledEvent:
    """ a face-down Consul pile was re-formed from its discards

        Attributes:
            count (int):
            size (int):
            type_ (FoundationsOfRomeConsulTokensReshuffledEventType):
     """

    count: int
    size: int
    type_: FoundationsOfRomeConsulTokensReshuffledEventType





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        size = self.size

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "size": size,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        size = d.pop("size")

        type_ = check_foundations_of_rome_consul_tokens_reshuffled_event_type(d.pop("type"))




        foundations_of_rome_consul_tokens_reshuffled_event = cls(
            count=count,
            size=size,
            type_=type_,
        )

        return foundations_of_rome_consul_tokens_reshuffled_event

