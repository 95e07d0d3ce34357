from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_board_component import FoundationsOfRomeBoardComponent
  from ..models.foundations_of_rome_building_component import FoundationsOfRomeBuildingComponent
  from ..models.foundations_of_rome_components_cards import FoundationsOfRomeComponentsCards
  from ..models.foundations_of_rome_monument_component import FoundationsOfRomeMonumentComponent
  from ..models.foundations_of_rome_play_area import FoundationsOfRomePlayArea





T = TypeVar("T", bound="FoundationsOfRomeComponents")



@_attrs_define
class FoundationsOfRomeComponents:
    """ the static components of Foundations of Rome

        Attributes:
            board (FoundationsOfRomeBoardComponent):
            buildings (list[FoundationsOfRomeBuildingComponent]):
            cards (FoundationsOfRomeComponentsCards): the modules' cards (Arbiter's own design; docs/foundations-of-rome-
                modules.md)
            deed_prices (list[int]):
            deeds_dealt (int):
            first_player_silver (int):
            income (int):
            lot_markers (int):
            monuments (list[FoundationsOfRomeMonumentComponent]): the 19 Monuments (option monuments)
            play_areas (list[FoundationsOfRomePlayArea]): one per player count
            population_bonus (list[int]):
            reconstructed (list[str]):
     """

    board: FoundationsOfRomeBoardComponent
    buildings: list[FoundationsOfRomeBuildingComponent]
    cards: FoundationsOfRomeComponentsCards
    deed_prices: list[int]
    deeds_dealt: int
    first_player_silver: int
    income: int
    lot_markers: int
    monuments: list[FoundationsOfRomeMonumentComponent]
    play_areas: list[FoundationsOfRomePlayArea]
    population_bonus: list[int]
    reconstructed: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_board_component import FoundationsOfRomeBoardComponent # noqa: PLC0415
        from ..models.foundations_of_rome_building_component import FoundationsOfRomeBuildingComponent # noqa: PLC0415
        from ..models.foundations_of_rome_components_cards import FoundationsOfRomeComponentsCards # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component import FoundationsOfRomeMonumentComponent # noqa: PLC0415
        from ..models.foundations_of_rome_play_area import FoundationsOfRomePlayArea # noqa: PLC0415
        board = self.board.to_dict()

        buildings = []
        for buildings_item_data in self.buildings:
            buildings_item = buildings_item_data.to_dict()
            buildings.append(buildings_item)



        cards = self.cards.to_dict()

        deed_prices = self.deed_prices



        deeds_dealt = self.deeds_dealt

        first_player_silver = self.first_player_silver

        income = self.income

        lot_markers = self.lot_markers

        monuments = []
        for monuments_item_data in self.monuments:
            monuments_item = monuments_item_data.to_dict()
            monuments.append(monuments_item)



        play_areas = []
        for play_areas_item_data in self.play_areas:
            play_areas_item = play_areas_item_data.to_dict()
            play_areas.append(play_areas_item)



        population_bonus = self.population_bonus



        reconstructed = self.reconstructed




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "board": board,
            "buildings": buildings,
            "cards": cards,
            "deed_prices": deed_prices,
            "deeds_dealt": deeds_dealt,
            "first_player_silver": first_player_silver,
            "income": income,
            "lot_markers": lot_markers,
            "monuments": monuments,
            "play_areas": play_areas,
            "population_bonus": population_bonus,
            "reconstructed": reconstructed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_board_component import FoundationsOfRomeBoardComponent # noqa: PLC0415
        from ..models.foundations_of_rome_building_component import FoundationsOfRomeBuildingComponent # noqa: PLC0415
        from ..models.foundations_of_rome_components_cards import FoundationsOfRomeComponentsCards # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component import FoundationsOfRomeMonumentComponent # noqa: PLC0415
        from ..models.foundations_of_rome_play_area import FoundationsOfRomePlayArea # noqa: PLC0415
        d = dict(src_dict)
        board = FoundationsOfRomeBoardComponent.from_dict(d.pop("board"))




        buildings = []
        _buildings = d.pop("buildings")
        for buildings_item_data in (_buildings):
            buildings_item = FoundationsOfRomeBuildingComponent.from_dict(buildings_item_data)



            buildings.append(buildings_item)


        cards = FoundationsOfRomeComponentsCards.from_dict(d.pop("cards"))




        deed_prices = cast(list[int], d.pop("deed_prices"))


        deeds_dealt = d.pop("deeds_dealt")

        first_player_silver = d.pop("first_player_silver")

        income = d.pop("income")

        lot_markers = d.pop("lot_markers")

        monuments = []
        _monuments = d.pop("monuments")
        for monuments_item_data in (_monuments):
            monuments_item = FoundationsOfRomeMonumentComponent.from_dict(monuments_item_data)



            monuments.append(monuments_item)


        play_areas = []
        _play_areas = d.pop("play_areas")
        for play_areas_item_data in (_play_areas):
            play_areas_item = FoundationsOfRomePlayArea.from_dict(play_areas_item_data)



            play_areas.append(play_areas_item)


        population_bonus = cast(list[int], d.pop("population_bonus"))


        reconstructed = cast(list[str], d.pop("reconstructed"))


        foundations_of_rome_components = cls(
            board=board,
            buildings=buildings,
            cards=cards,
            deed_prices=deed_prices,
            deeds_dealt=deeds_dealt,
            first_player_silver=first_player_silver,
            income=income,
            lot_markers=lot_markers,
            monuments=monuments,
            play_areas=play_areas,
            population_bonus=population_bonus,
            reconstructed=reconstructed,
        )

        return foundations_of_rome_components

