from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_income_event_type import check_founders_of_gloomhaven_income_event_type
from ..models.founders_of_gloomhaven_income_event_type import FoundersOfGloomhavenIncomeEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenIncomeEvent")



@_attrs_define
class FoundersOfGloomhavenIncomeEvent:
    """ 
        Attributes:
            fleeting (int):
            money (int):
            player (int):
            type_ (FoundersOfGloomhavenIncomeEventType):
     """

    fleeting: int
    money: int
    player: int
    type_: FoundersOfGloomhavenIncomeEventType





    def to_dict(self) -> dict[str, Any]:
        fleeting = self.fleeting

        money = self.money

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fleeting": fleeting,
            "money": money,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fleeting = d.pop("fleeting")

        money = d.pop("money")

        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_income_event_type(d.pop("type"))




        founders_of_gloomhaven_income_event = cls(
            fleeting=fleeting,
            money=money,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_income_event

