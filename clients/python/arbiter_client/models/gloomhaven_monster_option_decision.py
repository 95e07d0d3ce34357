from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_option_decision_kind import check_gloomhaven_monster_option_decision_kind
from ..models.gloomhaven_monster_option_decision_kind import GloomhavenMonsterOptionDecisionKind
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_monster_option_decision_options_item import GloomhavenMonsterOptionDecisionOptionsItem





T = TypeVar("T", bound="GloomhavenMonsterOptionDecision")



@_attrs_define
class GloomhavenMonsterOptionDecision:
    """ the monster AI's tied options: the players choose

        Attributes:
            kind (GloomhavenMonsterOptionDecisionKind):
            options (list[GloomhavenMonsterOptionDecisionOptionsItem]):
            seat (int):
     """

    kind: GloomhavenMonsterOptionDecisionKind
    options: list[GloomhavenMonsterOptionDecisionOptionsItem]
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_monster_option_decision_options_item import GloomhavenMonsterOptionDecisionOptionsItem # noqa: PLC0415
        kind: str = self.kind

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "options": options,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_monster_option_decision_options_item import GloomhavenMonsterOptionDecisionOptionsItem # noqa: PLC0415
        d = dict(src_dict)
        kind = check_gloomhaven_monster_option_decision_kind(d.pop("kind"))




        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = GloomhavenMonsterOptionDecisionOptionsItem.from_dict(options_item_data)



            options.append(options_item)


        seat = d.pop("seat")

        gloomhaven_monster_option_decision = cls(
            kind=kind,
            options=options,
            seat=seat,
        )

        return gloomhaven_monster_option_decision

