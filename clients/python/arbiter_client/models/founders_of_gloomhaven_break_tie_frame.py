from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_break_tie_frame_kind import check_founders_of_gloomhaven_break_tie_frame_kind
from ..models.founders_of_gloomhaven_break_tie_frame_kind import FoundersOfGloomhavenBreakTieFrameKind
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice





T = TypeVar("T", bound="FoundersOfGloomhavenBreakTieFrame")



@_attrs_define
class FoundersOfGloomhavenBreakTieFrame:
    """ 
        Attributes:
            kind (FoundersOfGloomhavenBreakTieFrameKind):
            seat (int):
            tied (list[int]):
            votes (list[FoundersOfGloomhavenVoteChoice]):
     """

    kind: FoundersOfGloomhavenBreakTieFrameKind
    seat: int
    tied: list[int]
    votes: list[FoundersOfGloomhavenVoteChoice]





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        kind: str = self.kind

        seat = self.seat

        tied = self.tied



        votes = []
        for votes_item_data in self.votes:
            votes_item = votes_item_data.to_dict()
            votes.append(votes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
            "tied": tied,
            "votes": votes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        d = dict(src_dict)
        kind = check_founders_of_gloomhaven_break_tie_frame_kind(d.pop("kind"))




        seat = d.pop("seat")

        tied = cast(list[int], d.pop("tied"))


        votes = []
        _votes = d.pop("votes")
        for votes_item_data in (_votes):
            votes_item = FoundersOfGloomhavenVoteChoice.from_dict(votes_item_data)



            votes.append(votes_item)


        founders_of_gloomhaven_break_tie_frame = cls(
            kind=kind,
            seat=seat,
            tied=tied,
            votes=votes,
        )

        return founders_of_gloomhaven_break_tie_frame

