from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_deal_card_decision_family import check_foundations_of_rome_deal_card_decision_family
from ..models.foundations_of_rome_deal_card_decision_family import FoundationsOfRomeDealCardDecisionFamily
from ..models.foundations_of_rome_deal_card_decision_kind import check_foundations_of_rome_deal_card_decision_kind
from ..models.foundations_of_rome_deal_card_decision_kind import FoundationsOfRomeDealCardDecisionKind
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDealCardDecision")



@_attrs_define
class FoundationsOfRomeDealCardDecision:
    """ the table deals a Player Role or Objective card to seat 'to' (null: face up)

        Attributes:
            family (FoundationsOfRomeDealCardDecisionFamily):
            kind (FoundationsOfRomeDealCardDecisionKind):
            seat (int): the chance seat
            to (int | None):
     """

    family: FoundationsOfRomeDealCardDecisionFamily
    kind: FoundationsOfRomeDealCardDecisionKind
    seat: int
    to: int | None





    def to_dict(self) -> dict[str, Any]:
        family: str = self.family

        kind: str = self.kind

        seat = self.seat

        to: int | None
        to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "family": family,
            "kind": kind,
            "seat": seat,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        family = check_foundations_of_rome_deal_card_decision_family(d.pop("family"))




        kind = check_foundations_of_rome_deal_card_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))


        foundations_of_rome_deal_card_decision = cls(
            family=family,
            kind=kind,
            seat=seat,
            to=to,
        )

        return foundations_of_rome_deal_card_decision

