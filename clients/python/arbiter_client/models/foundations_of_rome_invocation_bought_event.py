from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_invocation_bought_event_invocation import check_foundations_of_rome_invocation_bought_event_invocation
from ..models.foundations_of_rome_invocation_bought_event_invocation import FoundationsOfRomeInvocationBoughtEventInvocation
from ..models.foundations_of_rome_invocation_bought_event_type import check_foundations_of_rome_invocation_bought_event_type
from ..models.foundations_of_rome_invocation_bought_event_type import FoundationsOfRomeInvocationBoughtEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeInvocationBoughtEvent")



@_attrs_define
class FoundationsOfRomeInvocationBoughtEvent:
    """ a player bought an Invocation (it was face up on the Deed board)

        Attributes:
            invocation (FoundationsOfRomeInvocationBoughtEventInvocation):
            player (int):
            price (int):
            type_ (FoundationsOfRomeInvocationBoughtEventType):
     """

    invocation: FoundationsOfRomeInvocationBoughtEventInvocation
    player: int
    price: int
    type_: FoundationsOfRomeInvocationBoughtEventType





    def to_dict(self) -> dict[str, Any]:
        invocation: str = self.invocation

        player = self.player

        price = self.price

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "invocation": invocation,
            "player": player,
            "price": price,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invocation = check_foundations_of_rome_invocation_bought_event_invocation(d.pop("invocation"))




        player = d.pop("player")

        price = d.pop("price")

        type_ = check_foundations_of_rome_invocation_bought_event_type(d.pop("type"))




        foundations_of_rome_invocation_bought_event = cls(
            invocation=invocation,
            player=player,
            price=price,
            type_=type_,
        )

        return foundations_of_rome_invocation_bought_event

