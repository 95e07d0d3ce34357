from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_tile_moved_event_tile import check_gloomhaven_tile_moved_event_tile
from ..models.gloomhaven_tile_moved_event_tile import GloomhavenTileMovedEventTile
from ..models.gloomhaven_tile_moved_event_type import check_gloomhaven_tile_moved_event_type
from ..models.gloomhaven_tile_moved_event_type import GloomhavenTileMovedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenTileMovedEvent")



@_attrs_define
class GloomhavenTileMovedEvent:
    """ 
        Attributes:
            path (list[list[int]]):
            tile (GloomhavenTileMovedEventTile):
            type_ (GloomhavenTileMovedEventType):
     """

    path: list[list[int]]
    tile: GloomhavenTileMovedEventTile
    type_: GloomhavenTileMovedEventType





    def to_dict(self) -> dict[str, Any]:
        path = []
        for path_item_data in self.path:
            path_item = path_item_data


            path.append(path_item)



        tile: str = self.tile

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "path": path,
            "tile": tile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = []
        _path = d.pop("path")
        for path_item_data in (_path):
            path_item = cast(list[int], path_item_data)

            path.append(path_item)


        tile = check_gloomhaven_tile_moved_event_tile(d.pop("tile"))




        type_ = check_gloomhaven_tile_moved_event_type(d.pop("type"))




        gloomhaven_tile_moved_event = cls(
            path=path,
            tile=tile,
            type_=type_,
        )

        return gloomhaven_tile_moved_event

