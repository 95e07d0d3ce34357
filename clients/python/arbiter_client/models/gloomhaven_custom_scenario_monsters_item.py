from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_custom_scenario_monsters_item_players_item_type_1 import check_gloomhaven_custom_scenario_monsters_item_players_item_type_1
from ..models.gloomhaven_custom_scenario_monsters_item_players_item_type_1 import GloomhavenCustomScenarioMonstersItemPlayersItemType1
from typing import cast






T = TypeVar("T", bound="GloomhavenCustomScenarioMonstersItem")



@_attrs_define
class GloomhavenCustomScenarioMonstersItem:
    """ 
        Attributes:
            hex_ (list[int]):
            monster (str):
            players (list[GloomhavenCustomScenarioMonstersItemPlayersItemType1 | None]):
            room (int):
     """

    hex_: list[int]
    monster: str
    players: list[GloomhavenCustomScenarioMonstersItemPlayersItemType1 | None]
    room: int





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        monster = self.monster

        players = []
        for players_item_data in self.players:
            players_item: None | str
            if isinstance(players_item_data, str):
                players_item = players_item_data
            else:
                players_item = players_item_data
            players.append(players_item)



        room = self.room


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "monster": monster,
            "players": players,
            "room": room,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        monster = d.pop("monster")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            def _parse_players_item(data: object) -> GloomhavenCustomScenarioMonstersItemPlayersItemType1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    players_item_type_1 = check_gloomhaven_custom_scenario_monsters_item_players_item_type_1(data)



                    return players_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GloomhavenCustomScenarioMonstersItemPlayersItemType1 | None, data)

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)


        room = d.pop("room")

        gloomhaven_custom_scenario_monsters_item = cls(
            hex_=hex_,
            monster=monster,
            players=players,
            room=room,
        )

        return gloomhaven_custom_scenario_monsters_item

