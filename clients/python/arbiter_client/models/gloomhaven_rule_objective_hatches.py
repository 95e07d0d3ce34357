from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_objective_hatches_rank import check_gloomhaven_rule_objective_hatches_rank
from ..models.gloomhaven_rule_objective_hatches_rank import GloomhavenRuleObjectiveHatchesRank
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleObjectiveHatches")



@_attrs_define
class GloomhavenRuleObjectiveHatches:
    """ (summoned) the monster each spawns on its hex as the boss hatches them

        Attributes:
            monster (str):
            rank (GloomhavenRuleObjectiveHatchesRank):
     """

    monster: str
    rank: GloomhavenRuleObjectiveHatchesRank





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        rank: str = self.rank


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "rank": rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = d.pop("monster")

        rank = check_gloomhaven_rule_objective_hatches_rank(d.pop("rank"))




        gloomhaven_rule_objective_hatches = cls(
            monster=monster,
            rank=rank,
        )

        return gloomhaven_rule_objective_hatches

