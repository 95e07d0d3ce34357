from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_follow_step_as_item import check_founders_of_gloomhaven_follow_step_as_item
from ..models.founders_of_gloomhaven_follow_step_as_item import FoundersOfGloomhavenFollowStepAsItem
from ..models.founders_of_gloomhaven_follow_step_do import check_founders_of_gloomhaven_follow_step_do
from ..models.founders_of_gloomhaven_follow_step_do import FoundersOfGloomhavenFollowStepDo
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenFollowStep")



@_attrs_define
class FoundersOfGloomhavenFollowStep:
    """ 
        Attributes:
            as_ (list[FoundersOfGloomhavenFollowStepAsItem]):
            do (FoundersOfGloomhavenFollowStepDo):
            seat (int):
     """

    as_: list[FoundersOfGloomhavenFollowStepAsItem]
    do: FoundersOfGloomhavenFollowStepDo
    seat: int





    def to_dict(self) -> dict[str, Any]:
        as_ = []
        for as_item_data in self.as_:
            as_item: str = as_item_data
            as_.append(as_item)



        do: str = self.do

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as": as_,
            "do": do,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        as_ = []
        _as_ = d.pop("as")
        for as_item_data in (_as_):
            as_item = check_founders_of_gloomhaven_follow_step_as_item(as_item_data)



            as_.append(as_item)


        do = check_founders_of_gloomhaven_follow_step_do(d.pop("do"))




        seat = d.pop("seat")

        founders_of_gloomhaven_follow_step = cls(
            as_=as_,
            do=do,
            seat=seat,
        )

        return founders_of_gloomhaven_follow_step

