from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_place_consul_token_decision_kind import check_foundations_of_rome_place_consul_token_decision_kind
from ..models.foundations_of_rome_place_consul_token_decision_kind import FoundationsOfRomePlaceConsulTokenDecisionKind
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomePlaceConsulTokenDecision")



@_attrs_define
class FoundationsOfRomePlaceConsulTokenDecision:
    """ the Consul's controller chooses where its drawn token goes

        Attributes:
            kind (FoundationsOfRomePlaceConsulTokenDecisionKind):
            seat (int):
     """

    kind: FoundationsOfRomePlaceConsulTokenDecisionKind
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_foundations_of_rome_place_consul_token_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        foundations_of_rome_place_consul_token_decision = cls(
            kind=kind,
            seat=seat,
        )

        return foundations_of_rome_place_consul_token_decision

