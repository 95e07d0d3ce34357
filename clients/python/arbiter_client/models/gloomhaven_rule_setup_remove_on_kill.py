from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_remove_on_kill_type import check_gloomhaven_rule_setup_remove_on_kill_type
from ..models.gloomhaven_rule_setup_remove_on_kill_type import GloomhavenRuleSetupRemoveOnKillType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupRemoveOnKill")



@_attrs_define
class GloomhavenRuleSetupRemoveOnKill:
    """ each time such a monster dies, the players may remove one monster of the other type from the map (rule_events.py)

        Attributes:
            killed (list[str]):
            remove (str):
            type_ (GloomhavenRuleSetupRemoveOnKillType):
     """

    killed: list[str]
    remove: str
    type_: GloomhavenRuleSetupRemoveOnKillType





    def to_dict(self) -> dict[str, Any]:
        killed = self.killed



        remove = self.remove

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "killed": killed,
            "remove": remove,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        killed = cast(list[str], d.pop("killed"))


        remove = d.pop("remove")

        type_ = check_gloomhaven_rule_setup_remove_on_kill_type(d.pop("type"))




        gloomhaven_rule_setup_remove_on_kill = cls(
            killed=killed,
            remove=remove,
            type_=type_,
        )

        return gloomhaven_rule_setup_remove_on_kill

