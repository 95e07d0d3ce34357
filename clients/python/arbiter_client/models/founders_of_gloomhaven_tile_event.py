from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_tile_event_resource import check_founders_of_gloomhaven_tile_event_resource
from ..models.founders_of_gloomhaven_tile_event_resource import FoundersOfGloomhavenTileEventResource
from ..models.founders_of_gloomhaven_tile_event_type import check_founders_of_gloomhaven_tile_event_type
from ..models.founders_of_gloomhaven_tile_event_type import FoundersOfGloomhavenTileEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenTileEvent")



@_attrs_define
class FoundersOfGloomhavenTileEvent:
    """ 
        Attributes:
            player (int | None):
            resource (FoundersOfGloomhavenTileEventResource):
            squares (list[list[int]]):
            type_ (FoundersOfGloomhavenTileEventType):
     """

    player: int | None
    resource: FoundersOfGloomhavenTileEventResource
    squares: list[list[int]]
    type_: FoundersOfGloomhavenTileEventType





    def to_dict(self) -> dict[str, Any]:
        player: int | None
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
        def _parse_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        player = _parse_player(d.pop("player"))


        resource = check_founders_of_gloomhaven_tile_event_resource(d.pop("resource"))




        squares = []
        _squares = d.pop("squares")
        for squares_item_data in (_squares):
            squares_item = cast(list[int], squares_item_data)

            squares.append(squares_item)


        type_ = check_founders_of_gloomhaven_tile_event_type(d.pop("type"))




        founders_of_gloomhaven_tile_event = cls(
            player=player,
            resource=resource,
            squares=squares,
            type_=type_,
        )

        return founders_of_gloomhaven_tile_event

