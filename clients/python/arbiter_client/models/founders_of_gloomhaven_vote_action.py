from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_vote_action_type import check_founders_of_gloomhaven_vote_action_type
from ..models.founders_of_gloomhaven_vote_action_type import FoundersOfGloomhavenVoteActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenVoteAction")



@_attrs_define
class FoundersOfGloomhavenVoteAction:
    """ the secret vote, first step: the proposal (L464–467)

        Attributes:
            player (int): the acting seat
            proposal (int):
            type_ (FoundersOfGloomhavenVoteActionType):
     """

    player: int
    proposal: int
    type_: FoundersOfGloomhavenVoteActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        proposal = self.proposal

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "proposal": proposal,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        proposal = d.pop("proposal")

        type_ = check_founders_of_gloomhaven_vote_action_type(d.pop("type"))




        founders_of_gloomhaven_vote_action = cls(
            player=player,
            proposal=proposal,
            type_=type_,
        )

        return founders_of_gloomhaven_vote_action

