from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_monument_pool_pool_item import check_foundations_of_rome_monument_pool_pool_item
from ..models.foundations_of_rome_monument_pool_pool_item import FoundationsOfRomeMonumentPoolPoolItem
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeMonumentPool")



@_attrs_define
class FoundationsOfRomeMonumentPool:
    """ the Monuments expansion's common pool (empty without it)

        Attributes:
            pool (list[FoundationsOfRomeMonumentPoolPoolItem]): the Monuments face up, free to build
     """

    pool: list[FoundationsOfRomeMonumentPoolPoolItem]





    def to_dict(self) -> dict[str, Any]:
        pool = []
        for pool_item_data in self.pool:
            pool_item: str = pool_item_data
            pool.append(pool_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pool": pool,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pool = []
        _pool = d.pop("pool")
        for pool_item_data in (_pool):
            pool_item = check_foundations_of_rome_monument_pool_pool_item(pool_item_data)



            pool.append(pool_item)


        foundations_of_rome_monument_pool = cls(
            pool=pool,
        )

        return foundations_of_rome_monument_pool

