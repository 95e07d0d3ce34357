from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_income_token_event_resource import check_founders_of_gloomhaven_income_token_event_resource
from ..models.founders_of_gloomhaven_income_token_event_resource import FoundersOfGloomhavenIncomeTokenEventResource
from ..models.founders_of_gloomhaven_income_token_event_type import check_founders_of_gloomhaven_income_token_event_type
from ..models.founders_of_gloomhaven_income_token_event_type import FoundersOfGloomhavenIncomeTokenEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenIncomeTokenEvent")



@_attrs_define
class FoundersOfGloomhavenIncomeTokenEvent:
    """ 
        Attributes:
            player (int):
            resource (FoundersOfGloomhavenIncomeTokenEventResource):
            type_ (FoundersOfGloomhavenIncomeTokenEventType):
     """

    player: int
    resource: FoundersOfGloomhavenIncomeTokenEventResource
    type_: FoundersOfGloomhavenIncomeTokenEventType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        resource: str = self.resource

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "resource": resource,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        resource = check_founders_of_gloomhaven_income_token_event_resource(d.pop("resource"))




        type_ = check_founders_of_gloomhaven_income_token_event_type(d.pop("type"))




        founders_of_gloomhaven_income_token_event = cls(
            player=player,
            resource=resource,
            type_=type_,
        )

        return founders_of_gloomhaven_income_token_event

