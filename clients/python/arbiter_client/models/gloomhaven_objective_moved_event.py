from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_objective_moved_event_type import check_gloomhaven_objective_moved_event_type
from ..models.gloomhaven_objective_moved_event_type import GloomhavenObjectiveMovedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenObjectiveMovedEvent")



@_attrs_define
class GloomhavenObjectiveMovedEvent:
    """ 
        Attributes:
            name (str):
            path (list[list[int]]):
            type_ (GloomhavenObjectiveMovedEventType):
     """

    name: str
    path: list[list[int]]
    type_: GloomhavenObjectiveMovedEventType





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        path = []
        for path_item_data in self.path:
            path_item = path_item_data


            path.append(path_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "path": path,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        path = []
        _path = d.pop("path")
        for path_item_data in (_path):
            path_item = cast(list[int], path_item_data)

            path.append(path_item)


        type_ = check_gloomhaven_objective_moved_event_type(d.pop("type"))




        gloomhaven_objective_moved_event = cls(
            name=name,
            path=path,
            type_=type_,
        )

        return gloomhaven_objective_moved_event

