from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_deal_card_action_outcome import check_foundations_of_rome_deal_card_action_outcome
from ..models.foundations_of_rome_deal_card_action_outcome import FoundationsOfRomeDealCardActionOutcome
from ..models.foundations_of_rome_deal_card_action_type import check_foundations_of_rome_deal_card_action_type
from ..models.foundations_of_rome_deal_card_action_type import FoundationsOfRomeDealCardActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDealCardAction")



@_attrs_define
class FoundationsOfRomeDealCardAction:
    """ the table: the next Player Role or Objective card dealt (to the seat the decision names, or face up)

        Attributes:
            outcome (FoundationsOfRomeDealCardActionOutcome):
            player (int): the chance seat
            type_ (FoundationsOfRomeDealCardActionType):
     """

    outcome: FoundationsOfRomeDealCardActionOutcome
    player: int
    type_: FoundationsOfRomeDealCardActionType





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
        outcome = check_foundations_of_rome_deal_card_action_outcome(d.pop("outcome"))




        player = d.pop("player")

        type_ = check_foundations_of_rome_deal_card_action_type(d.pop("type"))




        foundations_of_rome_deal_card_action = cls(
            outcome=outcome,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_deal_card_action

