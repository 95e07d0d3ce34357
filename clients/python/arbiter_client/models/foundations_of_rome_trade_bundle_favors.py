from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundationsOfRomeTradeBundleFavors")



@_attrs_define
class FoundationsOfRomeTradeBundleFavors:
    """ Favor tokens by side

        Attributes:
            spent (int):
            unspent (int):
     """

    spent: int
    unspent: int





    def to_dict(self) -> dict[str, Any]:
        spent = self.spent

        unspent = self.unspent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "spent": spent,
            "unspent": unspent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        spent = d.pop("spent")

        unspent = d.pop("unspent")

        foundations_of_rome_trade_bundle_favors = cls(
            spent=spent,
            unspent=unspent,
        )

        return foundations_of_rome_trade_bundle_favors

