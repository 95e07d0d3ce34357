from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_invocation_drawn_event_invocation import check_foundations_of_rome_invocation_drawn_event_invocation
from ..models.foundations_of_rome_invocation_drawn_event_invocation import FoundationsOfRomeInvocationDrawnEventInvocation
from ..models.foundations_of_rome_invocation_drawn_event_type import check_foundations_of_rome_invocation_drawn_event_type
from ..models.foundations_of_rome_invocation_drawn_event_type import FoundationsOfRomeInvocationDrawnEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeInvocationDrawnEvent")



@_attrs_define
class FoundationsOfRomeInvocationDrawnEvent:
    """ an Invocation was drawn onto the Deed board

        Attributes:
            invocation (FoundationsOfRomeInvocationDrawnEventInvocation):
            price (int):
            slot (int):
            type_ (FoundationsOfRomeInvocationDrawnEventType):
     """

    invocation: FoundationsOfRomeInvocationDrawnEventInvocation
    price: int
    slot: int
    type_: FoundationsOfRomeInvocationDrawnEventType





    def to_dict(self) -> dict[str, Any]:
        invocation: str = self.invocation

        price = self.price

        slot = self.slot

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "invocation": invocation,
            "price": price,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invocation = check_foundations_of_rome_invocation_drawn_event_invocation(d.pop("invocation"))




        price = d.pop("price")

        slot = d.pop("slot")

        type_ = check_foundations_of_rome_invocation_drawn_event_type(d.pop("type"))




        foundations_of_rome_invocation_drawn_event = cls(
            invocation=invocation,
            price=price,
            slot=slot,
            type_=type_,
        )

        return foundations_of_rome_invocation_drawn_event

