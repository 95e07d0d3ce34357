from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_state_adviser_deck_0_item import check_founders_of_gloomhaven_state_adviser_deck_0_item
from ..models.founders_of_gloomhaven_state_adviser_deck_0_item import FoundersOfGloomhavenStateAdviserDeck0Item
from ..models.founders_of_gloomhaven_state_adviser_deck_1_item import check_founders_of_gloomhaven_state_adviser_deck_1_item
from ..models.founders_of_gloomhaven_state_adviser_deck_1_item import FoundersOfGloomhavenStateAdviserDeck1Item
from ..models.founders_of_gloomhaven_state_adviser_deck_3_item import check_founders_of_gloomhaven_state_adviser_deck_3_item
from ..models.founders_of_gloomhaven_state_adviser_deck_3_item import FoundersOfGloomhavenStateAdviserDeck3Item
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenStateAdviserDeck")



@_attrs_define
class FoundersOfGloomhavenStateAdviserDeck:
    """ 
        Attributes:
            field_0 (list[FoundersOfGloomhavenStateAdviserDeck0Item]):
            field_1 (list[FoundersOfGloomhavenStateAdviserDeck1Item]):
            field_3 (list[FoundersOfGloomhavenStateAdviserDeck3Item]):
     """

    field_0: list[FoundersOfGloomhavenStateAdviserDeck0Item]
    field_1: list[FoundersOfGloomhavenStateAdviserDeck1Item]
    field_3: list[FoundersOfGloomhavenStateAdviserDeck3Item]





    def to_dict(self) -> dict[str, Any]:
        field_0 = []
        for field_0_item_data in self.field_0:
            field_0_item: str = field_0_item_data
            field_0.append(field_0_item)



        field_1 = []
        for field_1_item_data in self.field_1:
            field_1_item: str = field_1_item_data
            field_1.append(field_1_item)



        field_3 = []
        for field_3_item_data in self.field_3:
            field_3_item: str = field_3_item_data
            field_3.append(field_3_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "0": field_0,
            "1": field_1,
            "3": field_3,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field_0 = []
        _field_0 = d.pop("0")
        for field_0_item_data in (_field_0):
            field_0_item = check_founders_of_gloomhaven_state_adviser_deck_0_item(field_0_item_data)



            field_0.append(field_0_item)


        field_1 = []
        _field_1 = d.pop("1")
        for field_1_item_data in (_field_1):
            field_1_item = check_founders_of_gloomhaven_state_adviser_deck_1_item(field_1_item_data)



            field_1.append(field_1_item)


        field_3 = []
        _field_3 = d.pop("3")
        for field_3_item_data in (_field_3):
            field_3_item = check_founders_of_gloomhaven_state_adviser_deck_3_item(field_3_item_data)



            field_3.append(field_3_item)


        founders_of_gloomhaven_state_adviser_deck = cls(
            field_0=field_0,
            field_1=field_1,
            field_3=field_3,
        )

        return founders_of_gloomhaven_state_adviser_deck

