from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_state_characters_item_items_item_state import check_gloomhaven_state_characters_item_items_item_state
from ..models.gloomhaven_state_characters_item_items_item_state import GloomhavenStateCharactersItemItemsItemState
from typing import cast






T = TypeVar("T", bound="GloomhavenStateCharactersItemItemsItem")



@_attrs_define
class GloomhavenStateCharactersItemItemsItem:
    """ 
        Attributes:
            item (int):
            state (GloomhavenStateCharactersItemItemsItemState):
            uses (int): use slots marked
     """

    item: int
    state: GloomhavenStateCharactersItemItemsItemState
    uses: int





    def to_dict(self) -> dict[str, Any]:
        item = self.item

        state: str = self.state

        uses = self.uses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "item": item,
            "state": state,
            "uses": uses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item = d.pop("item")

        state = check_gloomhaven_state_characters_item_items_item_state(d.pop("state"))




        uses = d.pop("uses")

        gloomhaven_state_characters_item_items_item = cls(
            item=item,
            state=state,
            uses=uses,
        )

        return gloomhaven_state_characters_item_items_item

