from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_take_money_action_type import check_founders_of_gloomhaven_take_money_action_type
from ..models.founders_of_gloomhaven_take_money_action_type import FoundersOfGloomhavenTakeMoneyActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenTakeMoneyAction")



@_attrs_define
class FoundersOfGloomhavenTakeMoneyAction:
    """ standard follow or hand benefit: gain $1

        Attributes:
            player (int): the acting seat
            type_ (FoundersOfGloomhavenTakeMoneyActionType):
     """

    player: int
    type_: FoundersOfGloomhavenTakeMoneyActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_take_money_action_type(d.pop("type"))




        founders_of_gloomhaven_take_money_action = cls(
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_take_money_action

