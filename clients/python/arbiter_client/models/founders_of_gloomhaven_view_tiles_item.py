from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_view_tiles_item_resource import check_founders_of_gloomhaven_view_tiles_item_resource
from ..models.founders_of_gloomhaven_view_tiles_item_resource import FoundersOfGloomhavenViewTilesItemResource
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenViewTilesItem")



@_attrs_define
class FoundersOfGloomhavenViewTilesItem:
    """ 
        Attributes:
            access (list[int]):
            owner (int): a seat, or -1: neutral
            resource (FoundersOfGloomhavenViewTilesItemResource):
            squares (list[list[int]]):
     """

    access: list[int]
    owner: int
    resource: FoundersOfGloomhavenViewTilesItemResource
    squares: list[list[int]]





    def to_dict(self) -> dict[str, Any]:
        access = self.access



        owner = self.owner

        resource: str = self.resource

        squares = []
        for squares_item_data in self.squares:
            squares_item = squares_item_data


            squares.append(squares_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "access": access,
            "owner": owner,
            "resource": resource,
            "squares": squares,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access = cast(list[int], d.pop("access"))


        owner = d.pop("owner")

        resource = check_founders_of_gloomhaven_view_tiles_item_resource(d.pop("resource"))




        squares = []
        _squares = d.pop("squares")
        for squares_item_data in (_squares):
            squares_item = cast(list[int], squares_item_data)

            squares.append(squares_item)


        founders_of_gloomhaven_view_tiles_item = cls(
            access=access,
            owner=owner,
            resource=resource,
            squares=squares,
        )

        return founders_of_gloomhaven_view_tiles_item

