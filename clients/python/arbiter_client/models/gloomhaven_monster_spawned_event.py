from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_spawned_event_monster import check_gloomhaven_monster_spawned_event_monster
from ..models.gloomhaven_monster_spawned_event_monster import GloomhavenMonsterSpawnedEventMonster
from ..models.gloomhaven_monster_spawned_event_type import check_gloomhaven_monster_spawned_event_type
from ..models.gloomhaven_monster_spawned_event_type import GloomhavenMonsterSpawnedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterSpawnedEvent")



@_attrs_define
class GloomhavenMonsterSpawnedEvent:
    """ 
        Attributes:
            elite (bool):
            hex_ (list[int]):
            monster (GloomhavenMonsterSpawnedEventMonster):
            type_ (GloomhavenMonsterSpawnedEventType):
     """

    elite: bool
    hex_: list[int]
    monster: GloomhavenMonsterSpawnedEventMonster
    type_: GloomhavenMonsterSpawnedEventType





    def to_dict(self) -> dict[str, Any]:
        elite = self.elite

        hex_ = self.hex_



        monster: str = self.monster

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "elite": elite,
            "hex": hex_,
            "monster": monster,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        elite = d.pop("elite")

        hex_ = cast(list[int], d.pop("hex"))


        monster = check_gloomhaven_monster_spawned_event_monster(d.pop("monster"))




        type_ = check_gloomhaven_monster_spawned_event_type(d.pop("type"))




        gloomhaven_monster_spawned_event = cls(
            elite=elite,
            hex_=hex_,
            monster=monster,
            type_=type_,
        )

        return gloomhaven_monster_spawned_event

