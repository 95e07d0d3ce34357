from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_turn_in_progress_forced_item_kind import check_gloomhaven_monster_turn_in_progress_forced_item_kind
from ..models.gloomhaven_monster_turn_in_progress_forced_item_kind import GloomhavenMonsterTurnInProgressForcedItemKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterTurnInProgressForcedItem")



@_attrs_define
class GloomhavenMonsterTurnInProgressForcedItem:
    """ at: where the figure is; stands: its own hex while it passes an ally's

        Attributes:
            at (list[int]):
            kind (GloomhavenMonsterTurnInProgressForcedItemKind):
            left (int):
            origin (list[int]):
            stands (list[int] | Unset):
     """

    at: list[int]
    kind: GloomhavenMonsterTurnInProgressForcedItemKind
    left: int
    origin: list[int]
    stands: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        at = self.at



        kind: str = self.kind

        left = self.left

        origin = self.origin



        stands: list[int] | Unset = UNSET
        if not isinstance(self.stands, Unset):
            stands = self.stands




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "kind": kind,
            "left": left,
            "origin": origin,
        })
        if stands is not UNSET:
            field_dict["stands"] = stands

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))


        kind = check_gloomhaven_monster_turn_in_progress_forced_item_kind(d.pop("kind"))




        left = d.pop("left")

        origin = cast(list[int], d.pop("origin"))


        stands = cast(list[int], d.pop("stands", UNSET))


        gloomhaven_monster_turn_in_progress_forced_item = cls(
            at=at,
            kind=kind,
            left=left,
            origin=origin,
            stands=stands,
        )

        return gloomhaven_monster_turn_in_progress_forced_item

