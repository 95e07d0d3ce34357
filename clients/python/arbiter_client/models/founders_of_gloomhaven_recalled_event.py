from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_recalled_event_type import check_founders_of_gloomhaven_recalled_event_type
from ..models.founders_of_gloomhaven_recalled_event_type import FoundersOfGloomhavenRecalledEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenRecalledEvent")



@_attrs_define
class FoundersOfGloomhavenRecalledEvent:
    """ 
        Attributes:
            building (int): index into the state's prestige buildings
            player (int):
            type_ (FoundersOfGloomhavenRecalledEventType):
     """

    building: int
    player: int
    type_: FoundersOfGloomhavenRecalledEventType





    def to_dict(self) -> dict[str, Any]:
        building = self.building

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = d.pop("building")

        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_recalled_event_type(d.pop("type"))




        founders_of_gloomhaven_recalled_event = cls(
            building=building,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_recalled_event

