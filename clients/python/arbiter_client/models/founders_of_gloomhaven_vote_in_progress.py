from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="FoundersOfGloomhavenVoteInProgress")



@_attrs_define
class FoundersOfGloomhavenVoteInProgress:
    """ 
        Attributes:
            proposal (int):
            fleeting (int | Unset):
     """

    proposal: int
    fleeting: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        proposal = self.proposal

        fleeting = self.fleeting


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "proposal": proposal,
        })
        if fleeting is not UNSET:
            field_dict["fleeting"] = fleeting

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        proposal = d.pop("proposal")

        fleeting = d.pop("fleeting", UNSET)

        founders_of_gloomhaven_vote_in_progress = cls(
            proposal=proposal,
            fleeting=fleeting,
        )

        return founders_of_gloomhaven_vote_in_progress

