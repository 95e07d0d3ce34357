from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_draw_consul_token_action_outcome import check_foundations_of_rome_draw_consul_token_action_outcome
from ..models.foundations_of_rome_draw_consul_token_action_outcome import FoundationsOfRomeDrawConsulTokenActionOutcome
from ..models.foundations_of_rome_draw_consul_token_action_type import check_foundations_of_rome_draw_consul_token_action_type
from ..models.foundations_of_rome_draw_consul_token_action_type import FoundationsOfRomeDrawConsulTokenActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDrawConsulTokenAction")



@_attrs_define
class FoundationsOfRomeDrawConsulTokenAction:
    """ the table: the top token of the Consul's face-down pile of the size needed

        Attributes:
            outcome (FoundationsOfRomeDrawConsulTokenActionOutcome): a Consul Building token, <kind>-<n>
            player (int): the chance seat
            type_ (FoundationsOfRomeDrawConsulTokenActionType):
     """

    outcome: FoundationsOfRomeDrawConsulTokenActionOutcome
    player: int
    type_: FoundationsOfRomeDrawConsulTokenActionType





    def to_dict(self) -> dict[str, Any]:
        outcome: str = self.outcome

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
        outcome = check_foundations_of_rome_draw_consul_token_action_outcome(d.pop("outcome"))




        player = d.pop("player")

        type_ = check_foundations_of_rome_draw_consul_token_action_type(d.pop("type"))




        foundations_of_rome_draw_consul_token_action = cls(
            outcome=outcome,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_draw_consul_token_action

