from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_trade_bundle_invocations_item import check_foundations_of_rome_trade_bundle_invocations_item
from ..models.foundations_of_rome_trade_bundle_invocations_item import FoundationsOfRomeTradeBundleInvocationsItem
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_trade_bundle_favors import FoundationsOfRomeTradeBundleFavors





T = TypeVar("T", bound="FoundationsOfRomeTradeBundle")



@_attrs_define
class FoundationsOfRomeTradeBundle:
    """ what one side of a trade hands over

        Attributes:
            favors (FoundationsOfRomeTradeBundleFavors): Favor tokens by side
            invocations (list[FoundationsOfRomeTradeBundleInvocationsItem]): unused or ongoing Invocation cards
            lots (list[str]): empty lots, with their Deed cards
            silver (int):
     """

    favors: FoundationsOfRomeTradeBundleFavors
    invocations: list[FoundationsOfRomeTradeBundleInvocationsItem]
    lots: list[str]
    silver: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_trade_bundle_favors import FoundationsOfRomeTradeBundleFavors # noqa: PLC0415
        favors = self.favors.to_dict()

        invocations = []
        for invocations_item_data in self.invocations:
            invocations_item: str = invocations_item_data
            invocations.append(invocations_item)



        lots = self.lots



        silver = self.silver


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "favors": favors,
            "invocations": invocations,
            "lots": lots,
            "silver": silver,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_trade_bundle_favors import FoundationsOfRomeTradeBundleFavors # noqa: PLC0415
        d = dict(src_dict)
        favors = FoundationsOfRomeTradeBundleFavors.from_dict(d.pop("favors"))




        invocations = []
        _invocations = d.pop("invocations")
        for invocations_item_data in (_invocations):
            invocations_item = check_foundations_of_rome_trade_bundle_invocations_item(invocations_item_data)



            invocations.append(invocations_item)


        lots = cast(list[str], d.pop("lots"))


        silver = d.pop("silver")

        foundations_of_rome_trade_bundle = cls(
            favors=favors,
            invocations=invocations,
            lots=lots,
            silver=silver,
        )

        return foundations_of_rome_trade_bundle

