from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundationsOfRomeDeedForSaleType0")



@_attrs_define
class FoundationsOfRomeDeedForSaleType0:
    """ 
        Attributes:
            deed (str): a lot, column A–J and row 1–10
            price (int):
     """

    deed: str
    price: int





    def to_dict(self) -> dict[str, Any]:
        deed = self.deed

        price = self.price


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deed": deed,
            "price": price,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deed = d.pop("deed")

        price = d.pop("price")

        foundations_of_rome_deed_for_sale_type_0 = cls(
            deed=deed,
            price=price,
        )

        return foundations_of_rome_deed_for_sale_type_0

