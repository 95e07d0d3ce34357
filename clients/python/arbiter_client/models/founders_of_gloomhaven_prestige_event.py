from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_prestige_event_building import check_founders_of_gloomhaven_prestige_event_building
from ..models.founders_of_gloomhaven_prestige_event_building import FoundersOfGloomhavenPrestigeEventBuilding
from ..models.founders_of_gloomhaven_prestige_event_type import check_founders_of_gloomhaven_prestige_event_type
from ..models.founders_of_gloomhaven_prestige_event_type import FoundersOfGloomhavenPrestigeEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPrestigeEvent")



@_attrs_define
class FoundersOfGloomhavenPrestigeEvent:
    """ 
        Attributes:
            building (FoundersOfGloomhavenPrestigeEventBuilding):
            player (int):
            squares (list[list[int]]):
            type_ (FoundersOfGloomhavenPrestigeEventType):
     """

    building: FoundersOfGloomhavenPrestigeEventBuilding
    player: int
    squares: list[list[int]]
    type_: FoundersOfGloomhavenPrestigeEventType





    def to_dict(self) -> dict[str, Any]:
        building: str = self.building

        player = self.player

        squares = []
        for squares_item_data in self.squares:
            squares_item = squares_item_data


            squares.append(squares_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "player": player,
            "squares": squares,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = check_founders_of_gloomhaven_prestige_event_building(d.pop("building"))




        player = d.pop("player")

        squares = []
        _squares = d.pop("squares")
        for squares_item_data in (_squares):
            squares_item = cast(list[int], squares_item_data)

            squares.append(squares_item)


        type_ = check_founders_of_gloomhaven_prestige_event_type(d.pop("type"))




        founders_of_gloomhaven_prestige_event = cls(
            building=building,
            player=player,
            squares=squares,
            type_=type_,
        )

        return founders_of_gloomhaven_prestige_event

