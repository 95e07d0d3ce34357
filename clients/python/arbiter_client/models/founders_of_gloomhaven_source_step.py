from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_source_step_do import check_founders_of_gloomhaven_source_step_do
from ..models.founders_of_gloomhaven_source_step_do import FoundersOfGloomhavenSourceStepDo
from ..models.founders_of_gloomhaven_source_step_resource import check_founders_of_gloomhaven_source_step_resource
from ..models.founders_of_gloomhaven_source_step_resource import FoundersOfGloomhavenSourceStepResource
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenSourceStep")



@_attrs_define
class FoundersOfGloomhavenSourceStep:
    """ 
        Attributes:
            by_bank (bool):
            do (FoundersOfGloomhavenSourceStepDo):
            resource (FoundersOfGloomhavenSourceStepResource):
            tile (int): index into the state's tiles
            value (int):
     """

    by_bank: bool
    do: FoundersOfGloomhavenSourceStepDo
    resource: FoundersOfGloomhavenSourceStepResource
    tile: int
    value: int





    def to_dict(self) -> dict[str, Any]:
        by_bank = self.by_bank

        do: str = self.do

        resource: str = self.resource

        tile = self.tile

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by_bank": by_bank,
            "do": do,
            "resource": resource,
            "tile": tile,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by_bank = d.pop("by_bank")

        do = check_founders_of_gloomhaven_source_step_do(d.pop("do"))




        resource = check_founders_of_gloomhaven_source_step_resource(d.pop("resource"))




        tile = d.pop("tile")

        value = d.pop("value")

        founders_of_gloomhaven_source_step = cls(
            by_bank=by_bank,
            do=do,
            resource=resource,
            tile=tile,
            value=value,
        )

        return founders_of_gloomhaven_source_step

