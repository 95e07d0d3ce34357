from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_earn_step_do import check_founders_of_gloomhaven_earn_step_do
from ..models.founders_of_gloomhaven_earn_step_do import FoundersOfGloomhavenEarnStepDo
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenEarnStep")



@_attrs_define
class FoundersOfGloomhavenEarnStep:
    """ 
        Attributes:
            do (FoundersOfGloomhavenEarnStepDo):
            payer (int | None): a seat, or -1: neutral
            tile (int): index into the state's tiles
            value (int):
     """

    do: FoundersOfGloomhavenEarnStepDo
    payer: int | None
    tile: int
    value: int





    def to_dict(self) -> dict[str, Any]:
        do: str = self.do

        payer: int | None
        payer = self.payer

        tile = self.tile

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "do": do,
            "payer": payer,
            "tile": tile,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        do = check_founders_of_gloomhaven_earn_step_do(d.pop("do"))




        def _parse_payer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        payer = _parse_payer(d.pop("payer"))


        tile = d.pop("tile")

        value = d.pop("value")

        founders_of_gloomhaven_earn_step = cls(
            do=do,
            payer=payer,
            tile=tile,
            value=value,
        )

        return founders_of_gloomhaven_earn_step

