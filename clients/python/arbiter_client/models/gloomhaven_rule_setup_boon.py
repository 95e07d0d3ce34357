from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_boon_immune_item import check_gloomhaven_rule_setup_boon_immune_item
from ..models.gloomhaven_rule_setup_boon_immune_item import GloomhavenRuleSetupBoonImmuneItem
from ..models.gloomhaven_rule_setup_boon_type import check_gloomhaven_rule_setup_boon_type
from ..models.gloomhaven_rule_setup_boon_type import GloomhavenRuleSetupBoonType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupBoon")



@_attrs_define
class GloomhavenRuleSetupBoon:
    """ a character ending a turn on one of the hexes (each once, its terrain removed) gains, once and for the rest of the
    scenario, the shield against those monsters' attacks and the immunities (boons.py)

        Attributes:
            against (list[str]):
            hexes (list[list[int]]):
            immune (list[GloomhavenRuleSetupBoonImmuneItem]):
            shield (int):
            type_ (GloomhavenRuleSetupBoonType):
     """

    against: list[str]
    hexes: list[list[int]]
    immune: list[GloomhavenRuleSetupBoonImmuneItem]
    shield: int
    type_: GloomhavenRuleSetupBoonType





    def to_dict(self) -> dict[str, Any]:
        against = self.against



        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        immune = []
        for immune_item_data in self.immune:
            immune_item: str = immune_item_data
            immune.append(immune_item)



        shield = self.shield

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "against": against,
            "hexes": hexes,
            "immune": immune,
            "shield": shield,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        against = cast(list[str], d.pop("against"))


        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        immune = []
        _immune = d.pop("immune")
        for immune_item_data in (_immune):
            immune_item = check_gloomhaven_rule_setup_boon_immune_item(immune_item_data)



            immune.append(immune_item)


        shield = d.pop("shield")

        type_ = check_gloomhaven_rule_setup_boon_type(d.pop("type"))




        gloomhaven_rule_setup_boon = cls(
            against=against,
            hexes=hexes,
            immune=immune,
            shield=shield,
            type_=type_,
        )

        return gloomhaven_rule_setup_boon

