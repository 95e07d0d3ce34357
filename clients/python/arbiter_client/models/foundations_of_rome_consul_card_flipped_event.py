from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_card_flipped_event_side import check_foundations_of_rome_consul_card_flipped_event_side
from ..models.foundations_of_rome_consul_card_flipped_event_side import FoundationsOfRomeConsulCardFlippedEventSide
from ..models.foundations_of_rome_consul_card_flipped_event_type import check_foundations_of_rome_consul_card_flipped_event_type
from ..models.foundations_of_rome_consul_card_flipped_event_type import FoundationsOfRomeConsulCardFlippedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulCardFlippedEvent")



@_attrs_define
class FoundationsOfRomeConsulCardFlippedEvent:
    """ the Consul card was turned (READY: it acts next time)

        Attributes:
            side (FoundationsOfRomeConsulCardFlippedEventSide):
            type_ (FoundationsOfRomeConsulCardFlippedEventType):
     """

    side: FoundationsOfRomeConsulCardFlippedEventSide
    type_: FoundationsOfRomeConsulCardFlippedEventType





    def to_dict(self) -> dict[str, Any]:
        side: str = self.side

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "side": side,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = check_foundations_of_rome_consul_card_flipped_event_side(d.pop("side"))




        type_ = check_foundations_of_rome_consul_card_flipped_event_type(d.pop("type"))




        foundations_of_rome_consul_card_flipped_event = cls(
            side=side,
            type_=type_,
        )

        return foundations_of_rome_consul_card_flipped_event

