from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenCardsRevealedEventPlayedItemType0")



@_attrs_define
class GloomhavenCardsRevealedEventPlayedItemType0:
    """ 
        Attributes:
            cards (list[int]):
     """

    cards: list[int]





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        gloomhaven_cards_revealed_event_played_item_type_0 = cls(
            cards=cards,
        )

        return gloomhaven_cards_revealed_event_played_item_type_0

