from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monsters_turn_event_monster import check_gloomhaven_monsters_turn_event_monster
from ..models.gloomhaven_monsters_turn_event_monster import GloomhavenMonstersTurnEventMonster
from ..models.gloomhaven_monsters_turn_event_type import check_gloomhaven_monsters_turn_event_type
from ..models.gloomhaven_monsters_turn_event_type import GloomhavenMonstersTurnEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenMonstersTurnEvent")



@_attrs_define
class GloomhavenMonstersTurnEvent:
    """ 
        Attributes:
            monster (GloomhavenMonstersTurnEventMonster):
            type_ (GloomhavenMonstersTurnEventType):
     """

    monster: GloomhavenMonstersTurnEventMonster
    type_: GloomhavenMonstersTurnEventType





    def to_dict(self) -> dict[str, Any]:
        monster: str = self.monster

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = check_gloomhaven_monsters_turn_event_monster(d.pop("monster"))




        type_ = check_gloomhaven_monsters_turn_event_type(d.pop("type"))




        gloomhaven_monsters_turn_event = cls(
            monster=monster,
            type_=type_,
        )

        return gloomhaven_monsters_turn_event

