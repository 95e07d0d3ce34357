from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_loot_limit_treasures_item import check_gloomhaven_rule_setup_loot_limit_treasures_item
from ..models.gloomhaven_rule_setup_loot_limit_treasures_item import GloomhavenRuleSetupLootLimitTreasuresItem
from ..models.gloomhaven_rule_setup_loot_limit_type import check_gloomhaven_rule_setup_loot_limit_type
from ..models.gloomhaven_rule_setup_loot_limit_type import GloomhavenRuleSetupLootLimitType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLootLimit")



@_attrs_define
class GloomhavenRuleSetupLootLimit:
    """ a character loots at most that many goal treasure tiles (the others stay on the map for it)

        Attributes:
            per_character (int):
            treasures (list[GloomhavenRuleSetupLootLimitTreasuresItem]):
            type_ (GloomhavenRuleSetupLootLimitType):
     """

    per_character: int
    treasures: list[GloomhavenRuleSetupLootLimitTreasuresItem]
    type_: GloomhavenRuleSetupLootLimitType





    def to_dict(self) -> dict[str, Any]:
        per_character = self.per_character

        treasures = []
        for treasures_item_data in self.treasures:
            treasures_item: str = treasures_item_data
            treasures.append(treasures_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "per_character": per_character,
            "treasures": treasures,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_character = d.pop("per_character")

        treasures = []
        _treasures = d.pop("treasures")
        for treasures_item_data in (_treasures):
            treasures_item = check_gloomhaven_rule_setup_loot_limit_treasures_item(treasures_item_data)



            treasures.append(treasures_item)


        type_ = check_gloomhaven_rule_setup_loot_limit_type(d.pop("type"))




        gloomhaven_rule_setup_loot_limit = cls(
            per_character=per_character,
            treasures=treasures,
            type_=type_,
        )

        return gloomhaven_rule_setup_loot_limit

