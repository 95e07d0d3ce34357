from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_round_replace_on_death_type import check_gloomhaven_rule_round_replace_on_death_type
from ..models.gloomhaven_rule_round_replace_on_death_type import GloomhavenRuleRoundReplaceOnDeathType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleRoundReplaceOnDeath")



@_attrs_define
class GloomhavenRuleRoundReplaceOnDeath:
    """ when the monster set up on the hex dies, the other takes its place (special_rules.py)

        Attributes:
            by (str):
            hex_ (list[int]):
            monster (str):
            type_ (GloomhavenRuleRoundReplaceOnDeathType):
     """

    by: str
    hex_: list[int]
    monster: str
    type_: GloomhavenRuleRoundReplaceOnDeathType





    def to_dict(self) -> dict[str, Any]:
        by = self.by

        hex_ = self.hex_



        monster = self.monster

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by": by,
            "hex": hex_,
            "monster": monster,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        hex_ = cast(list[int], d.pop("hex"))


        monster = d.pop("monster")

        type_ = check_gloomhaven_rule_round_replace_on_death_type(d.pop("type"))




        gloomhaven_rule_round_replace_on_death = cls(
            by=by,
            hex_=hex_,
            monster=monster,
            type_=type_,
        )

        return gloomhaven_rule_round_replace_on_death

