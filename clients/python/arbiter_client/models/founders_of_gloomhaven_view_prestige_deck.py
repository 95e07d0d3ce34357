from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_view_prestige_deck_bottom_item import check_founders_of_gloomhaven_view_prestige_deck_bottom_item
from ..models.founders_of_gloomhaven_view_prestige_deck_bottom_item import FoundersOfGloomhavenViewPrestigeDeckBottomItem
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenViewPrestigeDeck")



@_attrs_define
class FoundersOfGloomhavenViewPrestigeDeck:
    """ 
        Attributes:
            bottom (list[FoundersOfGloomhavenViewPrestigeDeckBottomItem]):
            unseen (int):
     """

    bottom: list[FoundersOfGloomhavenViewPrestigeDeckBottomItem]
    unseen: int





    def to_dict(self) -> dict[str, Any]:
        bottom = []
        for bottom_item_data in self.bottom:
            bottom_item: str = bottom_item_data
            bottom.append(bottom_item)



        unseen = self.unseen


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bottom": bottom,
            "unseen": unseen,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bottom = []
        _bottom = d.pop("bottom")
        for bottom_item_data in (_bottom):
            bottom_item = check_founders_of_gloomhaven_view_prestige_deck_bottom_item(bottom_item_data)



            bottom.append(bottom_item)


        unseen = d.pop("unseen")

        founders_of_gloomhaven_view_prestige_deck = cls(
            bottom=bottom,
            unseen=unseen,
        )

        return founders_of_gloomhaven_view_prestige_deck

