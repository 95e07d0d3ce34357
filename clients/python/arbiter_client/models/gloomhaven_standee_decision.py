from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_standee_decision_kind import check_gloomhaven_standee_decision_kind
from ..models.gloomhaven_standee_decision_kind import GloomhavenStandeeDecisionKind
from typing import cast






T = TypeVar("T", bound="GloomhavenStandeeDecision")



@_attrs_define
class GloomhavenStandeeDecision:
    """ 
        Attributes:
            kind (GloomhavenStandeeDecisionKind):
            monster (list[int]):
            seat (int):
     """

    kind: GloomhavenStandeeDecisionKind
    monster: list[int]
    seat: int





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        monster = self.monster



        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "monster": monster,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_gloomhaven_standee_decision_kind(d.pop("kind"))




        monster = cast(list[int], d.pop("monster"))


        seat = d.pop("seat")

        gloomhaven_standee_decision = cls(
            kind=kind,
            monster=monster,
            seat=seat,
        )

        return gloomhaven_standee_decision

