from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_civic_score import FoundationsOfRomeCivicScore
  from ..models.foundations_of_rome_commercial_score import FoundationsOfRomeCommercialScore
  from ..models.foundations_of_rome_era_score_cards import FoundationsOfRomeEraScoreCards
  from ..models.foundations_of_rome_lot_marker_score import FoundationsOfRomeLotMarkerScore
  from ..models.foundations_of_rome_population_score import FoundationsOfRomePopulationScore





T = TypeVar("T", bound="FoundationsOfRomeEraScore")



@_attrs_define
class FoundationsOfRomeEraScore:
    """ one player's points of an Era by category

        Attributes:
            cards (FoundationsOfRomeEraScoreCards): VP from Player Role (and Invocation) cards
            civic (list[FoundationsOfRomeCivicScore]):
            commercial (FoundationsOfRomeCommercialScore):
            favors (FoundationsOfRomeLotMarkerScore):
            lot_markers (FoundationsOfRomeLotMarkerScore):
            player (int):
            population (FoundationsOfRomePopulationScore): vp < 0: the Consul's penalty
            silver (int):
            total_vp (int):
            vp (int):
     """

    cards: FoundationsOfRomeEraScoreCards
    civic: list[FoundationsOfRomeCivicScore]
    commercial: FoundationsOfRomeCommercialScore
    favors: FoundationsOfRomeLotMarkerScore
    lot_markers: FoundationsOfRomeLotMarkerScore
    player: int
    population: FoundationsOfRomePopulationScore
    silver: int
    total_vp: int
    vp: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_civic_score import FoundationsOfRomeCivicScore # noqa: PLC0415
        from ..models.foundations_of_rome_commercial_score import FoundationsOfRomeCommercialScore # noqa: PLC0415
        from ..models.foundations_of_rome_era_score_cards import FoundationsOfRomeEraScoreCards # noqa: PLC0415
        from ..models.foundations_of_rome_lot_marker_score import FoundationsOfRomeLotMarkerScore # noqa: PLC0415
        from ..models.foundations_of_rome_population_score import FoundationsOfRomePopulationScore # noqa: PLC0415
        cards = self.cards.to_dict()

        civic = []
        for civic_item_data in self.civic:
            civic_item = civic_item_data.to_dict()
            civic.append(civic_item)



        commercial = self.commercial.to_dict()

        favors = self.favors.to_dict()

        lot_markers = self.lot_markers.to_dict()

        player = self.player

        population = self.population.to_dict()

        silver = self.silver

        total_vp = self.total_vp

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "civic": civic,
            "commercial": commercial,
            "favors": favors,
            "lot_markers": lot_markers,
            "player": player,
            "population": population,
            "silver": silver,
            "total_vp": total_vp,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_civic_score import FoundationsOfRomeCivicScore # noqa: PLC0415
        from ..models.foundations_of_rome_commercial_score import FoundationsOfRomeCommercialScore # noqa: PLC0415
        from ..models.foundations_of_rome_era_score_cards import FoundationsOfRomeEraScoreCards # noqa: PLC0415
        from ..models.foundations_of_rome_lot_marker_score import FoundationsOfRomeLotMarkerScore # noqa: PLC0415
        from ..models.foundations_of_rome_population_score import FoundationsOfRomePopulationScore # noqa: PLC0415
        d = dict(src_dict)
        cards = FoundationsOfRomeEraScoreCards.from_dict(d.pop("cards"))




        civic = []
        _civic = d.pop("civic")
        for civic_item_data in (_civic):
            civic_item = FoundationsOfRomeCivicScore.from_dict(civic_item_data)



            civic.append(civic_item)


        commercial = FoundationsOfRomeCommercialScore.from_dict(d.pop("commercial"))




        favors = FoundationsOfRomeLotMarkerScore.from_dict(d.pop("favors"))




        lot_markers = FoundationsOfRomeLotMarkerScore.from_dict(d.pop("lot_markers"))




        player = d.pop("player")

        population = FoundationsOfRomePopulationScore.from_dict(d.pop("population"))




        silver = d.pop("silver")

        total_vp = d.pop("total_vp")

        vp = d.pop("vp")

        foundations_of_rome_era_score = cls(
            cards=cards,
            civic=civic,
            commercial=commercial,
            favors=favors,
            lot_markers=lot_markers,
            player=player,
            population=population,
            silver=silver,
            total_vp=total_vp,
            vp=vp,
        )

        return foundations_of_rome_era_score

