from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_player_view_hand_type_0_item import check_founders_of_gloomhaven_player_view_hand_type_0_item
from ..models.founders_of_gloomhaven_player_view_hand_type_0_item import FoundersOfGloomhavenPlayerViewHandType0Item
from ..models.founders_of_gloomhaven_player_view_race_type_0 import check_founders_of_gloomhaven_player_view_race_type_0
from ..models.founders_of_gloomhaven_player_view_race_type_0 import FoundersOfGloomhavenPlayerViewRaceType0
from ..models.founders_of_gloomhaven_player_view_resources_item import check_founders_of_gloomhaven_player_view_resources_item
from ..models.founders_of_gloomhaven_player_view_resources_item import FoundersOfGloomhavenPlayerViewResourcesItem
from typing import cast

if TYPE_CHECKING:
  from ..models.founders_of_gloomhaven_player_view_played_item import FoundersOfGloomhavenPlayerViewPlayedItem





T = TypeVar("T", bound="FoundersOfGloomhavenPlayerView")



@_attrs_define
class FoundersOfGloomhavenPlayerView:
    """ 
        Attributes:
            bridges (list[list[int]]):
            fleeting (int):
            hand (list[FoundersOfGloomhavenPlayerViewHandType0Item] | None):
            hand_size (int):
            houses (list[list[int]]):
            income (int):
            lasting (int):
            money (int):
            played (list[FoundersOfGloomhavenPlayerViewPlayedItem]):
            points (int):
            race (FoundersOfGloomhavenPlayerViewRaceType0 | None):
            race_worker (bool):
            resources (list[FoundersOfGloomhavenPlayerViewResourcesItem]): the resources the player controls (race basic
                first)
            workers (int):
     """

    bridges: list[list[int]]
    fleeting: int
    hand: list[FoundersOfGloomhavenPlayerViewHandType0Item] | None
    hand_size: int
    houses: list[list[int]]
    income: int
    lasting: int
    money: int
    played: list[FoundersOfGloomhavenPlayerViewPlayedItem]
    points: int
    race: FoundersOfGloomhavenPlayerViewRaceType0 | None
    race_worker: bool
    resources: list[FoundersOfGloomhavenPlayerViewResourcesItem]
    workers: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.founders_of_gloomhaven_player_view_played_item import FoundersOfGloomhavenPlayerViewPlayedItem # noqa: PLC0415
        bridges = []
        for bridges_item_data in self.bridges:
            bridges_item = bridges_item_data


            bridges.append(bridges_item)



        fleeting = self.fleeting

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item: str = hand_type_0_item_data
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_size = self.hand_size

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



        workers = self.workers


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bridges": bridges,
            "fleeting": fleeting,
            "hand": hand,
            "hand_size": hand_size,
            "houses": houses,
            "income": income,
            "lasting": lasting,
            "money": money,
            "played": played,
            "points": points,
            "race": race,
            "race_worker": race_worker,
            "resources": resources,
            "workers": workers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.founders_of_gloomhaven_player_view_played_item import FoundersOfGloomhavenPlayerViewPlayedItem # noqa: PLC0415
        d = dict(src_dict)
        bridges = []
        _bridges = d.pop("bridges")
        for bridges_item_data in (_bridges):
            bridges_item = cast(list[int], bridges_item_data)

            bridges.append(bridges_item)


        fleeting = d.pop("fleeting")

        def _parse_hand(data: object) -> list[FoundersOfGloomhavenPlayerViewHandType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = check_founders_of_gloomhaven_player_view_hand_type_0_item(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FoundersOfGloomhavenPlayerViewHandType0Item] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_size = d.pop("hand_size")

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
            played_item = FoundersOfGloomhavenPlayerViewPlayedItem.from_dict(played_item_data)



            played.append(played_item)


        points = d.pop("points")

        def _parse_race(data: object) -> FoundersOfGloomhavenPlayerViewRaceType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                race_type_0 = check_founders_of_gloomhaven_player_view_race_type_0(data)



                return race_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundersOfGloomhavenPlayerViewRaceType0 | None, data)

        race = _parse_race(d.pop("race"))


        race_worker = d.pop("race_worker")

        resources = []
        _resources = d.pop("resources")
        for resources_item_data in (_resources):
            resources_item = check_founders_of_gloomhaven_player_view_resources_item(resources_item_data)



            resources.append(resources_item)


        workers = d.pop("workers")

        founders_of_gloomhaven_player_view = cls(
            bridges=bridges,
            fleeting=fleeting,
            hand=hand,
            hand_size=hand_size,
            houses=houses,
            income=income,
            lasting=lasting,
            money=money,
            played=played,
            points=points,
            race=race,
            race_worker=race_worker,
            resources=resources,
            workers=workers,
        )

        return founders_of_gloomhaven_player_view

