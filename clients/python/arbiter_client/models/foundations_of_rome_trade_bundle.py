from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_trade_bundle_favors import FoundationsOfRomeTradeBundleFavors





T = TypeVar("T", bound="FoundationsOfRomeTradeBundle")



@_attrs_define
class FoundationsOfRomeTradeBundle:
    """ what one side of a trade hands over

        Attributes:
            favors (FoundationsOfRomeTradeBundleFavors): Favor tokens by side
            lots (list[str]): empty lots, with their Deed cards
            silver (int):
     """

    favors: FoundationsOfRomeTradeBundleFavors
    lots: list[str]
    silver: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_trade_bundle_favors import FoundationsOfRomeTradeBundleFavors # noqa: PLC0415
        favors = self.favors.to_dict()

        lots = self.lots



        silver = self.silver


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "favors": favors,
            "lots": lots,
            "silver": silver,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_trade_bundle_favors import FoundationsOfRomeTradeBundleFavors # noqa: PLC0415
        d = dict(src_dict)
        favors = FoundationsOfRomeTradeBundleFavors.from_dict(d.pop("favors"))




        lots = cast(list[str], d.pop("lots"))


        silver = d.pop("silver")

        foundations_of_rome_trade_bundle = cls(
            favors=favors,
            lots=lots,
            silver=silver,
        )

        return foundations_of_rome_trade_bundle

