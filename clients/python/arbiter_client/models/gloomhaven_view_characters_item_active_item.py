from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_view_characters_item_active_item_half import check_gloomhaven_view_characters_item_active_item_half
from ..models.gloomhaven_view_characters_item_active_item_half import GloomhavenViewCharactersItemActiveItemHalf
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenViewCharactersItemActiveItem")



@_attrs_define
class GloomhavenViewCharactersItemActiveItem:
    """ 
        Attributes:
            card (int):
            half (GloomhavenViewCharactersItemActiveItemHalf):
            uses (int):
            consumed (bool | Unset): its round bonus's elements consumed as played
     """

    card: int
    half: GloomhavenViewCharactersItemActiveItemHalf
    uses: int
    consumed: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        half: str = self.half

        uses = self.uses

        consumed = self.consumed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "half": half,
            "uses": uses,
        })
        if consumed is not UNSET:
            field_dict["consumed"] = consumed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        half = check_gloomhaven_view_characters_item_active_item_half(d.pop("half"))




        uses = d.pop("uses")

        consumed = d.pop("consumed", UNSET)

        gloomhaven_view_characters_item_active_item = cls(
            card=card,
            half=half,
            uses=uses,
            consumed=consumed,
        )

        return gloomhaven_view_characters_item_active_item

