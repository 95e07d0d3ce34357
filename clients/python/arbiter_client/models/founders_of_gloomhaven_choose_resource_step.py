from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_choose_resource_step_do import check_founders_of_gloomhaven_choose_resource_step_do
from ..models.founders_of_gloomhaven_choose_resource_step_do import FoundersOfGloomhavenChooseResourceStepDo
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenChooseResourceStep")



@_attrs_define
class FoundersOfGloomhavenChooseResourceStep:
    """ 
        Attributes:
            do (FoundersOfGloomhavenChooseResourceStepDo):
            seat (int):
     """

    do: FoundersOfGloomhavenChooseResourceStepDo
    seat: int





    def to_dict(self) -> dict[str, Any]:
        do: str = self.do

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "do": do,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        do = check_founders_of_gloomhaven_choose_resource_step_do(d.pop("do"))




        seat = d.pop("seat")

        founders_of_gloomhaven_choose_resource_step = cls(
            do=do,
            seat=seat,
        )

        return founders_of_gloomhaven_choose_resource_step

