from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_indestructible_type import check_gloomhaven_rule_setup_indestructible_type
from ..models.gloomhaven_rule_setup_indestructible_type import GloomhavenRuleSetupIndestructibleType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupIndestructible")



@_attrs_define
class GloomhavenRuleSetupIndestructible:
    """ these obstacles (in the room) cannot be destroyed; blocks_los: nor moved through in any way, and they block line of
    sight (walls around them: scenario_rules.opaque)

        Attributes:
            overlays (list[str]):
            type_ (GloomhavenRuleSetupIndestructibleType):
            blocks_los (bool | Unset):
            room (int | Unset):
     """

    overlays: list[str]
    type_: GloomhavenRuleSetupIndestructibleType
    blocks_los: bool | Unset = UNSET
    room: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        overlays = self.overlays



        type_: str = self.type_

        blocks_los = self.blocks_los

        room = self.room


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "overlays": overlays,
            "type": type_,
        })
        if blocks_los is not UNSET:
            field_dict["blocks_los"] = blocks_los
        if room is not UNSET:
            field_dict["room"] = room

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        overlays = cast(list[str], d.pop("overlays"))


        type_ = check_gloomhaven_rule_setup_indestructible_type(d.pop("type"))




        blocks_los = d.pop("blocks_los", UNSET)

        room = d.pop("room", UNSET)

        gloomhaven_rule_setup_indestructible = cls(
            overlays=overlays,
            type_=type_,
            blocks_los=blocks_los,
            room=room,
        )

        return gloomhaven_rule_setup_indestructible

