from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_trade_declined_event_type import check_foundations_of_rome_trade_declined_event_type
from ..models.foundations_of_rome_trade_declined_event_type import FoundationsOfRomeTradeDeclinedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeTradeDeclinedEvent")



@_attrs_define
class FoundationsOfRomeTradeDeclinedEvent:
    """ the partner declined the offer

        Attributes:
            partner (int):
            player (int):
            type_ (FoundationsOfRomeTradeDeclinedEventType):
     """

    partner: int
    player: int
    type_: FoundationsOfRomeTradeDeclinedEventType





    def to_dict(self) -> dict[str, Any]:
        partner = self.partner

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "partner": partner,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        partner = d.pop("partner")

        player = d.pop("player")

        type_ = check_foundations_of_rome_trade_declined_event_type(d.pop("type"))




        foundations_of_rome_trade_declined_event = cls(
            partner=partner,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_trade_declined_event

