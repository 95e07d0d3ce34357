from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_state_prestige_deck_bottom_item import check_founders_of_gloomhaven_state_prestige_deck_bottom_item
from ..models.founders_of_gloomhaven_state_prestige_deck_bottom_item import FoundersOfGloomhavenStatePrestigeDeckBottomItem
from ..models.founders_of_gloomhaven_state_prestige_deck_unseen_item import check_founders_of_gloomhaven_state_prestige_deck_unseen_item
from ..models.founders_of_gloomhaven_state_prestige_deck_unseen_item import FoundersOfGloomhavenStatePrestigeDeckUnseenItem
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenStatePrestigeDeck")



@_attrs_define
class FoundersOfGloomhavenStatePrestigeDeck:
    """ 
        Attributes:
            bottom (list[FoundersOfGloomhavenStatePrestigeDeckBottomItem]):
            unseen (list[FoundersOfGloomhavenStatePrestigeDeckUnseenItem]):
     """

    bottom: list[FoundersOfGloomhavenStatePrestigeDeckBottomItem]
    unseen: list[FoundersOfGloomhavenStatePrestigeDeckUnseenItem]





    def to_dict(self) -> dict[str, Any]:
        bottom = []
        for bottom_item_data in self.bottom:
            bottom_item: str = bottom_item_data
            bottom.append(bottom_item)



        unseen = []
        for unseen_item_data in self.unseen:
            unseen_item: str = unseen_item_data
            unseen.append(unseen_item)




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
            bottom_item = check_founders_of_gloomhaven_state_prestige_deck_bottom_item(bottom_item_data)



            bottom.append(bottom_item)


        unseen = []
        _unseen = d.pop("unseen")
        for unseen_item_data in (_unseen):
            unseen_item = check_founders_of_gloomhaven_state_prestige_deck_unseen_item(unseen_item_data)



            unseen.append(unseen_item)


        founders_of_gloomhaven_state_prestige_deck = cls(
            bottom=bottom,
            unseen=unseen,
        )

        return founders_of_gloomhaven_state_prestige_deck

