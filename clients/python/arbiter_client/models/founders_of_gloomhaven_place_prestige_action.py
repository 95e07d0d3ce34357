from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_place_prestige_action_type import check_founders_of_gloomhaven_place_prestige_action_type
from ..models.founders_of_gloomhaven_place_prestige_action_type import FoundersOfGloomhavenPlacePrestigeActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPlacePrestigeAction")



@_attrs_define
class FoundersOfGloomhavenPlacePrestigeAction:
    """ place the winning prestige building (L498–507)

        Attributes:
            player (int): the acting seat
            squares (list[list[int]]):
            type_ (FoundersOfGloomhavenPlacePrestigeActionType):
     """

    player: int
    squares: list[list[int]]
    type_: FoundersOfGloomhavenPlacePrestigeActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        squares = []
        for squares_item_data in self.squares:
            squares_item = squares_item_data


            squares.append(squares_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "squares": squares,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        squares = []
        _squares = d.pop("squares")
        for squares_item_data in (_squares):
            squares_item = cast(list[int], squares_item_data)

            squares.append(squares_item)


        type_ = check_founders_of_gloomhaven_place_prestige_action_type(d.pop("type"))




        founders_of_gloomhaven_place_prestige_action = cls(
            player=player,
            squares=squares,
            type_=type_,
        )

        return founders_of_gloomhaven_place_prestige_action

