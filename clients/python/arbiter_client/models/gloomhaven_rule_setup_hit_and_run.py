from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_hit_and_run_type import check_gloomhaven_rule_setup_hit_and_run_type
from ..models.gloomhaven_rule_setup_hit_and_run_type import GloomhavenRuleSetupHitAndRunType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupHitAndRun")



@_attrs_define
class GloomhavenRuleSetupHitAndRun:
    """ the monster is not set up; at the start of its turn, off the map, it appears on its next marked hex (marked_hexes),
    and it leaves the map after each melee attack (hit_and_run.py)

        Attributes:
            monster (str):
            type_ (GloomhavenRuleSetupHitAndRunType):
     """

    monster: str
    type_: GloomhavenRuleSetupHitAndRunType





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = d.pop("monster")

        type_ = check_gloomhaven_rule_setup_hit_and_run_type(d.pop("type"))




        gloomhaven_rule_setup_hit_and_run = cls(
            monster=monster,
            type_=type_,
        )

        return gloomhaven_rule_setup_hit_and_run

