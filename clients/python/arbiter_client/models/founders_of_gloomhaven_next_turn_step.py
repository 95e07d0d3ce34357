from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_next_turn_step_do import check_founders_of_gloomhaven_next_turn_step_do
from ..models.founders_of_gloomhaven_next_turn_step_do import FoundersOfGloomhavenNextTurnStepDo
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenNextTurnStep")



@_attrs_define
class FoundersOfGloomhavenNextTurnStep:
    """ 
        Attributes:
            do (FoundersOfGloomhavenNextTurnStepDo):
     """

    do: FoundersOfGloomhavenNextTurnStepDo





    def to_dict(self) -> dict[str, Any]:
        do: str = self.do


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "do": do,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        do = check_founders_of_gloomhaven_next_turn_step_do(d.pop("do"))




        founders_of_gloomhaven_next_turn_step = cls(
            do=do,
        )

        return founders_of_gloomhaven_next_turn_step

