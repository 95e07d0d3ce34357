from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_place_tile_action_resource import check_founders_of_gloomhaven_place_tile_action_resource
from ..models.founders_of_gloomhaven_place_tile_action_resource import FoundersOfGloomhavenPlaceTileActionResource
from ..models.founders_of_gloomhaven_place_tile_action_type import check_founders_of_gloomhaven_place_tile_action_type
from ..models.founders_of_gloomhaven_place_tile_action_type import FoundersOfGloomhavenPlaceTileActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPlaceTileAction")



@_attrs_define
class FoundersOfGloomhavenPlaceTileAction:
    """ upgrade: build an advanced resource tile (L356–374)

        Attributes:
            player (int): the acting seat
            resource (FoundersOfGloomhavenPlaceTileActionResource):
            squares (list[list[int]]):
            type_ (FoundersOfGloomhavenPlaceTileActionType):
     """

    player: int
    resource: FoundersOfGloomhavenPlaceTileActionResource
    squares: list[list[int]]
    type_: FoundersOfGloomhavenPlaceTileActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        resource: str = self.resource

        squares = []
        for squares_item_data in self.squares:
            squares_item = squares_item_data


            squares.append(squares_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "resource": resource,
            "squares": squares,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        resource = check_founders_of_gloomhaven_place_tile_action_resource(d.pop("resource"))




        squares = []
        _squares = d.pop("squares")
        for squares_item_data in (_squares):
            squares_item = cast(list[int], squares_item_data)

            squares.append(squares_item)


        type_ = check_founders_of_gloomhaven_place_tile_action_type(d.pop("type"))




        founders_of_gloomhaven_place_tile_action = cls(
            player=player,
            resource=resource,
            squares=squares,
            type_=type_,
        )

        return founders_of_gloomhaven_place_tile_action

