from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_until_looted_treasures_item import check_gloomhaven_rule_setup_until_looted_treasures_item
from ..models.gloomhaven_rule_setup_until_looted_treasures_item import GloomhavenRuleSetupUntilLootedTreasuresItem
from ..models.gloomhaven_rule_setup_until_looted_type import check_gloomhaven_rule_setup_until_looted_type
from ..models.gloomhaven_rule_setup_until_looted_type import GloomhavenRuleSetupUntilLootedType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupUntilLooted")



@_attrs_define
class GloomhavenRuleSetupUntilLooted:
    """ until a character has looted a goal treasure tile, it attacks with Disadvantage and uses no item (auras.py,
    items.py)

        Attributes:
            disadvantage (bool):
            no_items (bool):
            treasures (list[GloomhavenRuleSetupUntilLootedTreasuresItem]):
            type_ (GloomhavenRuleSetupUntilLootedType):
     """

    disadvantage: bool
    no_items: bool
    treasures: list[GloomhavenRuleSetupUntilLootedTreasuresItem]
    type_: GloomhavenRuleSetupUntilLootedType





    def to_dict(self) -> dict[str, Any]:
        disadvantage = self.disadvantage

        no_items = self.no_items

        treasures = []
        for treasures_item_data in self.treasures:
            treasures_item: str = treasures_item_data
            treasures.append(treasures_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "disadvantage": disadvantage,
            "no_items": no_items,
            "treasures": treasures,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        disadvantage = d.pop("disadvantage")

        no_items = d.pop("no_items")

        treasures = []
        _treasures = d.pop("treasures")
        for treasures_item_data in (_treasures):
            treasures_item = check_gloomhaven_rule_setup_until_looted_treasures_item(treasures_item_data)



            treasures.append(treasures_item)


        type_ = check_gloomhaven_rule_setup_until_looted_type(d.pop("type"))




        gloomhaven_rule_setup_until_looted = cls(
            disadvantage=disadvantage,
            no_items=no_items,
            treasures=treasures,
            type_=type_,
        )

        return gloomhaven_rule_setup_until_looted

