from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_enact_step_do import check_founders_of_gloomhaven_enact_step_do
from ..models.founders_of_gloomhaven_enact_step_do import FoundersOfGloomhavenEnactStepDo
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice





T = TypeVar("T", bound="FoundersOfGloomhavenEnactStep")



@_attrs_define
class FoundersOfGloomhavenEnactStep:
    """ 
        Attributes:
            do (FoundersOfGloomhavenEnactStepDo):
            slot (int):
            votes (list[FoundersOfGloomhavenVoteChoice]):
     """

    do: FoundersOfGloomhavenEnactStepDo
    slot: int
    votes: list[FoundersOfGloomhavenVoteChoice]





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        do: str = self.do

        slot = self.slot

        votes = []
        for votes_item_data in self.votes:
            votes_item = votes_item_data.to_dict()
            votes.append(votes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "do": do,
            "slot": slot,
            "votes": votes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_vote_choice import FoundersOfGloomhavenVoteChoice # noqa: PLC0415
        d = dict(src_dict)
        do = check_founders_of_gloomhaven_enact_step_do(d.pop("do"))




        slot = d.pop("slot")

        votes = []
        _votes = d.pop("votes")
        for votes_item_data in (_votes):
            votes_item = FoundersOfGloomhavenVoteChoice.from_dict(votes_item_data)



            votes.append(votes_item)


        founders_of_gloomhaven_enact_step = cls(
            do=do,
            slot=slot,
            votes=votes,
        )

        return founders_of_gloomhaven_enact_step

