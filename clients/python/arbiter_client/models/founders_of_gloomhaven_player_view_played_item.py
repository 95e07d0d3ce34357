from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_player_view_played_item_card_type_0 import check_founders_of_gloomhaven_player_view_played_item_card_type_0
from ..models.founders_of_gloomhaven_player_view_played_item_card_type_0 import FoundersOfGloomhavenPlayerViewPlayedItemCardType0
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPlayerViewPlayedItem")



@_attrs_define
class FoundersOfGloomhavenPlayerViewPlayedItem:
    """ 
        Attributes:
            card (FoundersOfGloomhavenPlayerViewPlayedItemCardType0 | None):
            up (bool):
     """

    card: FoundersOfGloomhavenPlayerViewPlayedItemCardType0 | None
    up: bool





    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, str):
            card = self.card
        else:
            card = self.card

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
        def _parse_card(data: object) -> FoundersOfGloomhavenPlayerViewPlayedItemCardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = check_founders_of_gloomhaven_player_view_played_item_card_type_0(data)



                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenPlayerViewPlayedItemCardType0 | None, data)

        card = _parse_card(d.pop("card"))


        up = d.pop("up")

        founders_of_gloomhaven_player_view_played_item = cls(
            card=card,
            up=up,
        )

        return founders_of_gloomhaven_player_view_played_item

