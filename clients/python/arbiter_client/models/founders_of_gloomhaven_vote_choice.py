from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundersOfGloomhavenVoteChoice")



@_attrs_define
class FoundersOfGloomhavenVoteChoice:
    """ 
        Attributes:
            fleeting (int):
            lasting (int):
            proposal (int):
     """

    fleeting: int
    lasting: int
    proposal: int





    def to_dict(self) -> dict[str, Any]:
        fleeting = self.fleeting

        lasting = self.lasting

        proposal = self.proposal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fleeting": fleeting,
            "lasting": lasting,
            "proposal": proposal,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fleeting = d.pop("fleeting")

        lasting = d.pop("lasting")

        proposal = d.pop("proposal")

        founders_of_gloomhaven_vote_choice = cls(
            fleeting=fleeting,
            lasting=lasting,
            proposal=proposal,
        )

        return founders_of_gloomhaven_vote_choice

