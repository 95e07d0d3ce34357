from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_state_characters_item_active_item_half import check_gloomhaven_state_characters_item_active_item_half
from ..models.gloomhaven_state_characters_item_active_item_half import GloomhavenStateCharactersItemActiveItemHalf
from typing import cast






T = TypeVar("T", bound="GloomhavenStateCharactersItemActiveItem")



@_attrs_define
class GloomhavenStateCharactersItemActiveItem:
    """ 
        Attributes:
            card (int):
            half (GloomhavenStateCharactersItemActiveItemHalf):
            uses (int):
     """

    card: int
    half: GloomhavenStateCharactersItemActiveItemHalf
    uses: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        half: str = self.half

        uses = self.uses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "half": half,
            "uses": uses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        half = check_gloomhaven_state_characters_item_active_item_half(d.pop("half"))




        uses = d.pop("uses")

        gloomhaven_state_characters_item_active_item = cls(
            card=card,
            half=half,
            uses=uses,
        )

        return gloomhaven_state_characters_item_active_item

