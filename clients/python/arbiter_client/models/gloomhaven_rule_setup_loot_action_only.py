from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_loot_action_only_type import check_gloomhaven_rule_setup_loot_action_only_type
from ..models.gloomhaven_rule_setup_loot_action_only_type import GloomhavenRuleSetupLootActionOnlyType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupLootActionOnly")



@_attrs_define
class GloomhavenRuleSetupLootActionOnly:
    """ these treasure tiles are looted only by a Loot ability, not as a turn ends (or_bottom_action_adjacent: also by a
    character beside one giving up a bottom action, loot_beside)

        Attributes:
            treasures (list[str]):
            type_ (GloomhavenRuleSetupLootActionOnlyType):
            or_bottom_action_adjacent (bool | Unset):
     """

    treasures: list[str]
    type_: GloomhavenRuleSetupLootActionOnlyType
    or_bottom_action_adjacent: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        treasures = self.treasures



        type_: str = self.type_

        or_bottom_action_adjacent = self.or_bottom_action_adjacent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "treasures": treasures,
            "type": type_,
        })
        if or_bottom_action_adjacent is not UNSET:
            field_dict["or_bottom_action_adjacent"] = or_bottom_action_adjacent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        treasures = cast(list[str], d.pop("treasures"))


        type_ = check_gloomhaven_rule_setup_loot_action_only_type(d.pop("type"))




        or_bottom_action_adjacent = d.pop("or_bottom_action_adjacent", UNSET)

        gloomhaven_rule_setup_loot_action_only = cls(
            treasures=treasures,
            type_=type_,
            or_bottom_action_adjacent=or_bottom_action_adjacent,
        )

        return gloomhaven_rule_setup_loot_action_only

