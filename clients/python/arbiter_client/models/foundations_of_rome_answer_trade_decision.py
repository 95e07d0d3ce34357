from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_answer_trade_decision_kind import check_foundations_of_rome_answer_trade_decision_kind
from ..models.foundations_of_rome_answer_trade_decision_kind import FoundationsOfRomeAnswerTradeDecisionKind
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_trade_offer import FoundationsOfRomeTradeOffer





T = TypeVar("T", bound="FoundationsOfRomeAnswerTradeDecision")



@_attrs_define
class FoundationsOfRomeAnswerTradeDecision:
    """ Trading: the partner accepts or declines the offer

        Attributes:
            kind (FoundationsOfRomeAnswerTradeDecisionKind):
            offer (FoundationsOfRomeTradeOffer): an offer of seat 'from': what it gives for what it takes
            seat (int):
     """

    kind: FoundationsOfRomeAnswerTradeDecisionKind
    offer: FoundationsOfRomeTradeOffer
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_trade_offer import FoundationsOfRomeTradeOffer # noqa: PLC0415
        kind: str = self.kind

        offer = self.offer.to_dict()

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "offer": offer,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_trade_offer import FoundationsOfRomeTradeOffer # noqa: PLC0415
        d = dict(src_dict)
        kind = check_foundations_of_rome_answer_trade_decision_kind(d.pop("kind"))




        offer = FoundationsOfRomeTradeOffer.from_dict(d.pop("offer"))




        seat = d.pop("seat")

        foundations_of_rome_answer_trade_decision = cls(
            kind=kind,
            offer=offer,
            seat=seat,
        )

        return foundations_of_rome_answer_trade_decision

