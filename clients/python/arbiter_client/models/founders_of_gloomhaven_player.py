from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_player_hand_item import check_founders_of_gloomhaven_player_hand_item
from ..models.founders_of_gloomhaven_player_hand_item import FoundersOfGloomhavenPlayerHandItem
from ..models.founders_of_gloomhaven_player_race_type_0 import check_founders_of_gloomhaven_player_race_type_0
from ..models.founders_of_gloomhaven_player_race_type_0 import FoundersOfGloomhavenPlayerRaceType0
from ..models.founders_of_gloomhaven_player_resources_item import check_founders_of_gloomhaven_player_resources_item
from ..models.founders_of_gloomhaven_player_resources_item import FoundersOfGloomhavenPlayerResourcesItem
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_player_played_item import FoundersOfGloomhavenPlayerPlayedItem





T = TypeVar("T", bound="FoundersOfGloomhavenPlayer")



@_attrs_define
class FoundersOfGloomhavenPlayer:
    """ 
        Attributes:
            bridges (list[list[int]]):
            fleeting (int):
            hand (list[FoundersOfGloomhavenPlayerHandItem]):
            houses (list[list[int]]):
            income (int):
            lasting (int):
            money (int):
            played (list[FoundersOfGloomhavenPlayerPlayedItem]):
            points (int):
            race (FoundersOfGloomhavenPlayerRaceType0 | None):
            race_worker (bool):
            resources (list[FoundersOfGloomhavenPlayerResourcesItem]): the resources the player controls (race basic first)
     """

    bridges: list[list[int]]
    fleeting: int
    hand: list[FoundersOfGloomhavenPlayerHandItem]
    houses: list[list[int]]
    income: int
    lasting: int
    money: int
    played: list[FoundersOfGloomhavenPlayerPlayedItem]
    points: int
    race: FoundersOfGloomhavenPlayerRaceType0 | None
    race_worker: bool
    resources: list[FoundersOfGloomhavenPlayerResourcesItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_player_played_item import FoundersOfGloomhavenPlayerPlayedItem # noqa: PLC0415
        bridges = []
        for bridges_item_data in self.bridges:
            bridges_item = bridges_item_data


            bridges.append(bridges_item)



        fleeting = self.fleeting

        hand = []
        for hand_item_data in self.hand:
            hand_item: str = hand_item_data
            hand.append(hand_item)



        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data


            houses.append(houses_item)



        income = self.income

        lasting = self.lasting

        money = self.money

        played = []
        for played_item_data in self.played:
            played_item = played_item_data.to_dict()
            played.append(played_item)



        points = self.points

        race: None | str
        if isinstance(self.race, str):
            race = self.race
        else:
            race = self.race

        race_worker = self.race_worker

        resources = []
        for resources_item_data in self.resources:
            resources_item: str = resources_item_data
            resources.append(resources_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bridges": bridges,
            "fleeting": fleeting,
            "hand": hand,
            "houses": houses,
            "income": income,
            "lasting": lasting,
            "money": money,
            "played": played,
            "points": points,
            "race": race,
            "race_worker": race_worker,
            "resources": resources,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_player_played_item import FoundersOfGloomhavenPlayerPlayedItem # noqa: PLC0415
        d = dict(src_dict)
        bridges = []
        _bridges = d.pop("bridges")
        for bridges_item_data in (_bridges):
            bridges_item = cast(list[int], bridges_item_data)

            bridges.append(bridges_item)


        fleeting = d.pop("fleeting")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in (_hand):
            hand_item = check_founders_of_gloomhaven_player_hand_item(hand_item_data)



            hand.append(hand_item)


        houses = []
        _houses = d.pop("houses")
        for houses_item_data in (_houses):
            houses_item = cast(list[int], houses_item_data)

            houses.append(houses_item)


        income = d.pop("income")

        lasting = d.pop("lasting")

        money = d.pop("money")

        played = []
        _played = d.pop("played")
        for played_item_data in (_played):
            played_item = FoundersOfGloomhavenPlayerPlayedItem.from_dict(played_item_data)



            played.append(played_item)


        points = d.pop("points")

        def _parse_race(data: object) -> FoundersOfGloomhavenPlayerRaceType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                race_type_0 = check_founders_of_gloomhaven_player_race_type_0(data)



                return race_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenPlayerRaceType0 | None, data)

        race = _parse_race(d.pop("race"))


        race_worker = d.pop("race_worker")

        resources = []
        _resources = d.pop("resources")
        for resources_item_data in (_resources):
            resources_item = check_founders_of_gloomhaven_player_resources_item(resources_item_data)



            resources.append(resources_item)


        founders_of_gloomhaven_player = cls(
            bridges=bridges,
            fleeting=fleeting,
            hand=hand,
            houses=houses,
            income=income,
            lasting=lasting,
            money=money,
            played=played,
            points=points,
            race=race,
            race_worker=race_worker,
            resources=resources,
        )

        return founders_of_gloomhaven_player

