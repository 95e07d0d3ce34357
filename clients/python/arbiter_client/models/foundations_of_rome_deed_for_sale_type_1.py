from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_deed_for_sale_type_1_invocation import check_foundations_of_rome_deed_for_sale_type_1_invocation
from ..models.foundations_of_rome_deed_for_sale_type_1_invocation import FoundationsOfRomeDeedForSaleType1Invocation
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDeedForSaleType1")



@_attrs_define
class FoundationsOfRomeDeedForSaleType1:
    """ 
        Attributes:
            invocation (FoundationsOfRomeDeedForSaleType1Invocation):
            price (int):
     """

    invocation: FoundationsOfRomeDeedForSaleType1Invocation
    price: int





    def to_dict(self) -> dict[str, Any]:
        invocation: str = self.invocation

        price = self.price


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "invocation": invocation,
            "price": price,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invocation = check_foundations_of_rome_deed_for_sale_type_1_invocation(d.pop("invocation"))




        price = d.pop("price")

        foundations_of_rome_deed_for_sale_type_1 = cls(
            invocation=invocation,
            price=price,
        )

        return foundations_of_rome_deed_for_sale_type_1

