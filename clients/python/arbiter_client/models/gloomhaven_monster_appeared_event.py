from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_appeared_event_monster import check_gloomhaven_monster_appeared_event_monster
from ..models.gloomhaven_monster_appeared_event_monster import GloomhavenMonsterAppearedEventMonster
from ..models.gloomhaven_monster_appeared_event_type import check_gloomhaven_monster_appeared_event_type
from ..models.gloomhaven_monster_appeared_event_type import GloomhavenMonsterAppearedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterAppearedEvent")



@_attrs_define
class GloomhavenMonsterAppearedEvent:
    """ 
        Attributes:
            hex_ (list[int]):
            monster (GloomhavenMonsterAppearedEventMonster):
            type_ (GloomhavenMonsterAppearedEventType):
     """

    hex_: list[int]
    monster: GloomhavenMonsterAppearedEventMonster
    type_: GloomhavenMonsterAppearedEventType





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        monster: str = self.monster

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "monster": monster,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        monster = check_gloomhaven_monster_appeared_event_monster(d.pop("monster"))




        type_ = check_gloomhaven_monster_appeared_event_type(d.pop("type"))




        gloomhaven_monster_appeared_event = cls(
            hex_=hex_,
            monster=monster,
            type_=type_,
        )

        return gloomhaven_monster_appeared_event

