from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_start_with_monsters_type import check_gloomhaven_rule_setup_start_with_monsters_type
from ..models.gloomhaven_rule_setup_start_with_monsters_type import GloomhavenRuleSetupStartWithMonstersType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupStartWithMonsters")



@_attrs_define
class GloomhavenRuleSetupStartWithMonsters:
    """ characters may start only in the sections of the room (its hexes joined around the obstacles) that hold monsters

        Attributes:
            room (int):
            type_ (GloomhavenRuleSetupStartWithMonstersType):
     """

    room: int
    type_: GloomhavenRuleSetupStartWithMonstersType





    def to_dict(self) -> dict[str, Any]:
        room = self.room

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "room": room,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        room = d.pop("room")

        type_ = check_gloomhaven_rule_setup_start_with_monsters_type(d.pop("type"))




        gloomhaven_rule_setup_start_with_monsters = cls(
            room=room,
            type_=type_,
        )

        return gloomhaven_rule_setup_start_with_monsters

