from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_deal_consul_deed_action_type import check_foundations_of_rome_deal_consul_deed_action_type
from ..models.foundations_of_rome_deal_consul_deed_action_type import FoundationsOfRomeDealConsulDeedActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDealConsulDeedAction")



@_attrs_define
class FoundationsOfRomeDealConsulDeedAction:
    """ the table: one of the Consul's random starting deeds (Hard, Challenge)

        Attributes:
            outcome (str): a lot, column A–J and row 1–10
            player (int): the chance seat
            type_ (FoundationsOfRomeDealConsulDeedActionType):
     """

    outcome: str
    player: int
    type_: FoundationsOfRomeDealConsulDeedActionType





    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "outcome": outcome,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = d.pop("outcome")

        player = d.pop("player")

        type_ = check_foundations_of_rome_deal_consul_deed_action_type(d.pop("type"))




        foundations_of_rome_deal_consul_deed_action = cls(
            outcome=outcome,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_deal_consul_deed_action

