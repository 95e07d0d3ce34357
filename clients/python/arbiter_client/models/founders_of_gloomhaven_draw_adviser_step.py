from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_draw_adviser_step_do import check_founders_of_gloomhaven_draw_adviser_step_do
from ..models.founders_of_gloomhaven_draw_adviser_step_do import FoundersOfGloomhavenDrawAdviserStepDo
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenDrawAdviserStep")



@_attrs_define
class FoundersOfGloomhavenDrawAdviserStep:
    """ 
        Attributes:
            do (FoundersOfGloomhavenDrawAdviserStepDo):
            slot (int):
     """

    do: FoundersOfGloomhavenDrawAdviserStepDo
    slot: int





    def to_dict(self) -> dict[str, Any]:
        do: str = self.do

        slot = self.slot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "do": do,
            "slot": slot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        do = check_founders_of_gloomhaven_draw_adviser_step_do(d.pop("do"))




        slot = d.pop("slot")

        founders_of_gloomhaven_draw_adviser_step = cls(
            do=do,
            slot=slot,
        )

        return founders_of_gloomhaven_draw_adviser_step

