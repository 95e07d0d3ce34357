from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_player_played_item_card import check_founders_of_gloomhaven_player_played_item_card
from ..models.founders_of_gloomhaven_player_played_item_card import FoundersOfGloomhavenPlayerPlayedItemCard
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPlayerPlayedItem")



@_attrs_define
class FoundersOfGloomhavenPlayerPlayedItem:
    """ 
        Attributes:
            card (FoundersOfGloomhavenPlayerPlayedItemCard):
            up (bool):
     """

    card: FoundersOfGloomhavenPlayerPlayedItemCard
    up: bool





    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        up = self.up


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "up": up,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_founders_of_gloomhaven_player_played_item_card(d.pop("card"))




        up = d.pop("up")

        founders_of_gloomhaven_player_played_item = cls(
            card=card,
            up=up,
        )

        return founders_of_gloomhaven_player_played_item

