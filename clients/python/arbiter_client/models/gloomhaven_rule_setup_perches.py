from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_perches_type import check_gloomhaven_rule_setup_perches_type
from ..models.gloomhaven_rule_setup_perches_type import GloomhavenRuleSetupPerchesType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupPerches")



@_attrs_define
class GloomhavenRuleSetupPerches:
    """ the boulders the boss sits on, in the book's order a, b, c, ... (each its hexes, the first the one it stands on
    there): it fills the hexes of its perch and flies to the next on its special (perches.py)

        Attributes:
            monster (str):
            perches (list[list[list[int]]]):
            type_ (GloomhavenRuleSetupPerchesType):
     """

    monster: str
    perches: list[list[list[int]]]
    type_: GloomhavenRuleSetupPerchesType





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        perches = []
        for perches_item_data in self.perches:
            perches_item = []
            for perches_item_item_data in perches_item_data:
                perches_item_item = perches_item_item_data


                perches_item.append(perches_item_item)


            perches.append(perches_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "perches": perches,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = d.pop("monster")

        perches = []
        _perches = d.pop("perches")
        for perches_item_data in (_perches):
            perches_item = []
            _perches_item = perches_item_data
            for perches_item_item_data in (_perches_item):
                perches_item_item = cast(list[int], perches_item_item_data)

                perches_item.append(perches_item_item)

            perches.append(perches_item)


        type_ = check_gloomhaven_rule_setup_perches_type(d.pop("type"))




        gloomhaven_rule_setup_perches = cls(
            monster=monster,
            perches=perches,
            type_=type_,
        )

        return gloomhaven_rule_setup_perches

