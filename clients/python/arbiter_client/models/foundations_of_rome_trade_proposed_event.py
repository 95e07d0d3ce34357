from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_trade_proposed_event_type import check_foundations_of_rome_trade_proposed_event_type
from ..models.foundations_of_rome_trade_proposed_event_type import FoundationsOfRomeTradeProposedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_trade_bundle import FoundationsOfRomeTradeBundle





T = TypeVar("T", bound="FoundationsOfRomeTradeProposedEvent")



@_attrs_define
class FoundationsOfRomeTradeProposedEvent:
    """ a player offered a trade (Trading)

        Attributes:
            give (FoundationsOfRomeTradeBundle): what one side of a trade hands over
            partner (int):
            player (int):
            take (FoundationsOfRomeTradeBundle): what one side of a trade hands over
            type_ (FoundationsOfRomeTradeProposedEventType):
     """

    give: FoundationsOfRomeTradeBundle
    partner: int
    player: int
    take: FoundationsOfRomeTradeBundle
    type_: FoundationsOfRomeTradeProposedEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_trade_bundle import FoundationsOfRomeTradeBundle # noqa: PLC0415
        give = self.give.to_dict()

        partner = self.partner

        player = self.player

        take = self.take.to_dict()

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "give": give,
            "partner": partner,
            "player": player,
            "take": take,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_trade_bundle import FoundationsOfRomeTradeBundle # noqa: PLC0415
        d = dict(src_dict)
        give = FoundationsOfRomeTradeBundle.from_dict(d.pop("give"))




        partner = d.pop("partner")

        player = d.pop("player")

        take = FoundationsOfRomeTradeBundle.from_dict(d.pop("take"))




        type_ = check_foundations_of_rome_trade_proposed_event_type(d.pop("type"))




        foundations_of_rome_trade_proposed_event = cls(
            give=give,
            partner=partner,
            player=player,
            take=take,
            type_=type_,
        )

        return foundations_of_rome_trade_proposed_event

