from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEscortActs")



@_attrs_define
class GloomhavenRuleEscortActs:
    """ each turn: Move toward the hexes, opening doors (escorts.py)

        Attributes:
            move (int):
            toward (list[list[int]]):
            leaves_at_target (bool | Unset): entering one of the hexes it leaves the map, saved (tally.reached)
            opens_doors (bool | Unset):
     """

    move: int
    toward: list[list[int]]
    leaves_at_target: bool | Unset = UNSET
    opens_doors: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        move = self.move

        toward = []
        for toward_item_data in self.toward:
            toward_item = toward_item_data


            toward.append(toward_item)



        leaves_at_target = self.leaves_at_target

        opens_doors = self.opens_doors


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "toward": toward,
        })
        if leaves_at_target is not UNSET:
            field_dict["leaves_at_target"] = leaves_at_target
        if opens_doors is not UNSET:
            field_dict["opens_doors"] = opens_doors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        move = d.pop("move")

        toward = []
        _toward = d.pop("toward")
        for toward_item_data in (_toward):
            toward_item = cast(list[int], toward_item_data)

            toward.append(toward_item)


        leaves_at_target = d.pop("leaves_at_target", UNSET)

        opens_doors = d.pop("opens_doors", UNSET)

        gloomhaven_rule_escort_acts = cls(
            move=move,
            toward=toward,
            leaves_at_target=leaves_at_target,
            opens_doors=opens_doors,
        )

        return gloomhaven_rule_escort_acts

