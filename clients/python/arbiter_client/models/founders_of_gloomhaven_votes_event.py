from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_votes_event_type import check_founders_of_gloomhaven_votes_event_type
from ..models.founders_of_gloomhaven_votes_event_type import FoundersOfGloomhavenVotesEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice





T = TypeVar("T", bound="FoundersOfGloomhavenVotesEvent")



@_attrs_define
class FoundersOfGloomhavenVotesEvent:
    """ 
        Attributes:
            type_ (FoundersOfGloomhavenVotesEventType):
            votes (list[FoundersOfGloomhavenVoteChoice]):
     """

    type_: FoundersOfGloomhavenVotesEventType
    votes: list[FoundersOfGloomhavenVoteChoice]





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        type_: str = self.type_

        votes = []
        for votes_item_data in self.votes:
            votes_item = votes_item_data.to_dict()
            votes.append(votes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "votes": votes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        d = dict(src_dict)
        type_ = check_founders_of_gloomhaven_votes_event_type(d.pop("type"))




        votes = []
        _votes = d.pop("votes")
        for votes_item_data in (_votes):
            votes_item = FoundersOfGloomhavenVoteChoice.from_dict(votes_item_data)



            votes.append(votes_item)


        founders_of_gloomhaven_votes_event = cls(
            type_=type_,
            votes=votes,
        )

        return founders_of_gloomhaven_votes_event

