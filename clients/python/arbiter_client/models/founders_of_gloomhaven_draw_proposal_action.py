from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_draw_proposal_action_outcome import check_founders_of_gloomhaven_draw_proposal_action_outcome
from ..models.founders_of_gloomhaven_draw_proposal_action_outcome import FoundersOfGloomhavenDrawProposalActionOutcome
from ..models.founders_of_gloomhaven_draw_proposal_action_type import check_founders_of_gloomhaven_draw_proposal_action_type
from ..models.founders_of_gloomhaven_draw_proposal_action_type import FoundersOfGloomhavenDrawProposalActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenDrawProposalAction")



@_attrs_define
class FoundersOfGloomhavenDrawProposalAction:
    """ the table draws a prestige card for a proposal space

        Attributes:
            outcome (FoundersOfGloomhavenDrawProposalActionOutcome):
            player (int): the chance seat
            type_ (FoundersOfGloomhavenDrawProposalActionType):
     """

    outcome: FoundersOfGloomhavenDrawProposalActionOutcome
    player: int
    type_: FoundersOfGloomhavenDrawProposalActionType





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
        outcome = check_founders_of_gloomhaven_draw_proposal_action_outcome(d.pop("outcome"))




        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_draw_proposal_action_type(d.pop("type"))




        founders_of_gloomhaven_draw_proposal_action = cls(
            outcome=outcome,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_draw_proposal_action

