from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_bridge_event_type import check_founders_of_gloomhaven_bridge_event_type
from ..models.founders_of_gloomhaven_bridge_event_type import FoundersOfGloomhavenBridgeEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenBridgeEvent")



@_attrs_define
class FoundersOfGloomhavenBridgeEvent:
    """ 
        Attributes:
            player (int):
            square (list[int]): [x, y]
            type_ (FoundersOfGloomhavenBridgeEventType):
     """

    player: int
    square: list[int]
    type_: FoundersOfGloomhavenBridgeEventType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        square = self.square



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "square": square,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        square = cast(list[int], d.pop("square"))


        type_ = check_founders_of_gloomhaven_bridge_event_type(d.pop("type"))




        founders_of_gloomhaven_bridge_event = cls(
            player=player,
            square=square,
            type_=type_,
        )

        return founders_of_gloomhaven_bridge_event

