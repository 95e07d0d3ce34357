from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_trade_bundle import FoundationsOfRomeTradeBundle





T = TypeVar("T", bound="FoundationsOfRomeTradeOffer")



@_attrs_define
class FoundationsOfRomeTradeOffer:
    """ an offer of seat 'from': what it gives for what it takes

        Attributes:
            from_ (int):
            give (FoundationsOfRomeTradeBundle): what one side of a trade hands over
            take (FoundationsOfRomeTradeBundle): what one side of a trade hands over
     """

    from_: int
    give: FoundationsOfRomeTradeBundle
    take: FoundationsOfRomeTradeBundle





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_trade_bundle import FoundationsOfRomeTradeBundle # noqa: PLC0415
        from_ = self.from_

        give = self.give.to_dict()

        take = self.take.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "give": give,
            "take": take,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_trade_bundle import FoundationsOfRomeTradeBundle # noqa: PLC0415
        d = dict(src_dict)
        from_ = d.pop("from")

        give = FoundationsOfRomeTradeBundle.from_dict(d.pop("give"))




        take = FoundationsOfRomeTradeBundle.from_dict(d.pop("take"))




        foundations_of_rome_trade_offer = cls(
            from_=from_,
            give=give,
            take=take,
        )

        return foundations_of_rome_trade_offer

