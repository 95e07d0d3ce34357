from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_deal_deed_decision_kind import check_foundations_of_rome_deal_deed_decision_kind
from ..models.foundations_of_rome_deal_deed_decision_kind import FoundationsOfRomeDealDeedDecisionKind
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDealDeedDecision")



@_attrs_define
class FoundationsOfRomeDealDeedDecision:
    """ the table deals a deed to seat 'to'

        Attributes:
            kind (FoundationsOfRomeDealDeedDecisionKind):
            seat (int): the chance seat
            to (int):
     """

    kind: FoundationsOfRomeDealDeedDecisionKind
    seat: int
    to: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat = self.seat

        to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_foundations_of_rome_deal_deed_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        to = d.pop("to")

        foundations_of_rome_deal_deed_decision = cls(
            kind=kind,
            seat=seat,
            to=to,
        )

        return foundations_of_rome_deal_deed_decision

