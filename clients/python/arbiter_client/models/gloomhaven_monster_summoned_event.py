from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_monster_summoned_event_monster import check_gloomhaven_monster_summoned_event_monster
from ..models.gloomhaven_monster_summoned_event_monster import GloomhavenMonsterSummonedEventMonster
from ..models.gloomhaven_monster_summoned_event_summoner_item_type_0 import check_gloomhaven_monster_summoned_event_summoner_item_type_0
from ..models.gloomhaven_monster_summoned_event_summoner_item_type_0 import GloomhavenMonsterSummonedEventSummonerItemType0
from ..models.gloomhaven_monster_summoned_event_type import check_gloomhaven_monster_summoned_event_type
from ..models.gloomhaven_monster_summoned_event_type import GloomhavenMonsterSummonedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterSummonedEvent")



@_attrs_define
class GloomhavenMonsterSummonedEvent:
    """ 
        Attributes:
            elite (bool):
            hex_ (list[int]):
            monster (GloomhavenMonsterSummonedEventMonster):
            summoner (list[GloomhavenMonsterSummonedEventSummonerItemType0 | int]):
            type_ (GloomhavenMonsterSummonedEventType):
     """

    elite: bool
    hex_: list[int]
    monster: GloomhavenMonsterSummonedEventMonster
    summoner: list[GloomhavenMonsterSummonedEventSummonerItemType0 | int]
    type_: GloomhavenMonsterSummonedEventType





    def to_dict(self) -> dict[str, Any]:
        elite = self.elite

        hex_ = self.hex_



        monster: str = self.monster

        summoner = []
        for summoner_item_data in self.summoner:
            summoner_item: int | str
            if isinstance(summoner_item_data, str):
                summoner_item = summoner_item_data
            else:
                summoner_item = summoner_item_data
            summoner.append(summoner_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "elite": elite,
            "hex": hex_,
            "monster": monster,
            "summoner": summoner,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        elite = d.pop("elite")

        hex_ = cast(list[int], d.pop("hex"))


        monster = check_gloomhaven_monster_summoned_event_monster(d.pop("monster"))




        summoner = []
        _summoner = d.pop("summoner")
        for summoner_item_data in (_summoner):
            def _parse_summoner_item(data: object) -> GloomhavenMonsterSummonedEventSummonerItemType0 | int:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    summoner_item_type_0 = check_gloomhaven_monster_summoned_event_summoner_item_type_0(data)



                    return summoner_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenMonsterSummonedEventSummonerItemType0 | int, data)

            summoner_item = _parse_summoner_item(summoner_item_data)

            summoner.append(summoner_item)


        type_ = check_gloomhaven_monster_summoned_event_type(d.pop("type"))




        gloomhaven_monster_summoned_event = cls(
            elite=elite,
            hex_=hex_,
            monster=monster,
            summoner=summoner,
            type_=type_,
        )

        return gloomhaven_monster_summoned_event

