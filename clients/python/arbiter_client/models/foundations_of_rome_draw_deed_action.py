from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_draw_deed_action_outcome_type_1 import check_foundations_of_rome_draw_deed_action_outcome_type_1
from ..models.foundations_of_rome_draw_deed_action_outcome_type_1 import FoundationsOfRomeDrawDeedActionOutcomeType1
from ..models.foundations_of_rome_draw_deed_action_type import check_foundations_of_rome_draw_deed_action_type
from ..models.foundations_of_rome_draw_deed_action_type import FoundationsOfRomeDrawDeedActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDrawDeedAction")



@_attrs_define
class FoundationsOfRomeDrawDeedAction:
    """ the table: the top card of the Era deck, put on the Deed board

        Attributes:
            outcome (FoundationsOfRomeDrawDeedActionOutcomeType1 | str):
            player (int): the chance seat
            type_ (FoundationsOfRomeDrawDeedActionType):
     """

    outcome: FoundationsOfRomeDrawDeedActionOutcomeType1 | str
    player: int
    type_: FoundationsOfRomeDrawDeedActionType





    def to_dict(self) -> dict[str, Any]:
        outcome: str
        if isinstance(self.outcome, str):
            outcome = self.outcome
        else:
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
        def _parse_outcome(data: object) -> FoundationsOfRomeDrawDeedActionOutcomeType1 | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_1 = check_foundations_of_rome_draw_deed_action_outcome_type_1(data)



                return outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeDrawDeedActionOutcomeType1 | str, data)

        outcome = _parse_outcome(d.pop("outcome"))


        player = d.pop("player")

        type_ = check_foundations_of_rome_draw_deed_action_type(d.pop("type"))




        foundations_of_rome_draw_deed_action = cls(
            outcome=outcome,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_draw_deed_action

