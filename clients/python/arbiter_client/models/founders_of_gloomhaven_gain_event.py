from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_gain_event_type import check_founders_of_gloomhaven_gain_event_type
from ..models.founders_of_gloomhaven_gain_event_type import FoundersOfGloomhavenGainEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenGainEvent")



@_attrs_define
class FoundersOfGloomhavenGainEvent:
    """ 
        Attributes:
            amount (int):
            player (int):
            type_ (FoundersOfGloomhavenGainEventType):
            what (str):
     """

    amount: int
    player: int
    type_: FoundersOfGloomhavenGainEventType
    what: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        player = self.player

        type_: str = self.type_

        what = self.what


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "player": player,
            "type": type_,
            "what": what,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_gain_event_type(d.pop("type"))




        what = d.pop("what")

        founders_of_gloomhaven_gain_event = cls(
            amount=amount,
            player=player,
            type_=type_,
            what=what,
        )

        return founders_of_gloomhaven_gain_event

