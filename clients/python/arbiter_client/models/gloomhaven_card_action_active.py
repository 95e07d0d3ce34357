from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_card_action_active_duration import check_gloomhaven_card_action_active_duration
from ..models.gloomhaven_card_action_active_duration import GloomhavenCardActionActiveDuration
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenCardActionActive")



@_attrs_define
class GloomhavenCardActionActive:
    """ the card stays in the active area (a persistent one until its uses are spent)

        Attributes:
            duration (GloomhavenCardActionActiveDuration):
            uses (int | Unset):
            xp_per_use (int | Unset): issue 13: XP at each of those uses instead of 1
            xp_uses (list[int] | Unset): the uses that give 1 XP each
     """

    duration: GloomhavenCardActionActiveDuration
    uses: int | Unset = UNSET
    xp_per_use: int | Unset = UNSET
    xp_uses: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        duration: str = self.duration

        uses = self.uses

        xp_per_use = self.xp_per_use

        xp_uses: list[int] | Unset = UNSET
        if not isinstance(self.xp_uses, Unset):
            xp_uses = self.xp_uses




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "duration": duration,
        })
        if uses is not UNSET:
            field_dict["uses"] = uses
        if xp_per_use is not UNSET:
            field_dict["xp_per_use"] = xp_per_use
        if xp_uses is not UNSET:
            field_dict["xp_uses"] = xp_uses

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        duration = check_gloomhaven_card_action_active_duration(d.pop("duration"))




        uses = d.pop("uses", UNSET)

        xp_per_use = d.pop("xp_per_use", UNSET)

        xp_uses = cast(list[int], d.pop("xp_uses", UNSET))


        gloomhaven_card_action_active = cls(
            duration=duration,
            uses=uses,
            xp_per_use=xp_per_use,
            xp_uses=xp_uses,
        )

        return gloomhaven_card_action_active

