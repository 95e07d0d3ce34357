from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_remove_monster_decision_kind import check_gloomhaven_remove_monster_decision_kind
from ..models.gloomhaven_remove_monster_decision_kind import GloomhavenRemoveMonsterDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenRemoveMonsterDecision")



@_attrs_define
class GloomhavenRemoveMonsterDecision:
    """ the monster the players may remove after a kill (remove_on_kill), or none

        Attributes:
            hexes (list[list[int]]):
            kind (GloomhavenRemoveMonsterDecisionKind):
            remove (str): the monster type
            seat (int):
     """

    hexes: list[list[int]]
    kind: GloomhavenRemoveMonsterDecisionKind
    remove: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        kind: str = self.kind

        remove = self.remove

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "kind": kind,
            "remove": remove,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        kind = check_gloomhaven_remove_monster_decision_kind(d.pop("kind"))




        remove = d.pop("remove")

        seat = d.pop("seat")

        gloomhaven_remove_monster_decision = cls(
            hexes=hexes,
            kind=kind,
            remove=remove,
            seat=seat,
        )

        return gloomhaven_remove_monster_decision

