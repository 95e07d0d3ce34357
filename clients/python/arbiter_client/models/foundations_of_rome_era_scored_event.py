from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_era_scored_event_type import check_foundations_of_rome_era_scored_event_type
from ..models.foundations_of_rome_era_scored_event_type import FoundationsOfRomeEraScoredEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_consul_era_score import FoundationsOfRomeConsulEraScore
  from ..models.foundations_of_rome_era_score import FoundationsOfRomeEraScore





T = TypeVar("T", bound="FoundationsOfRomeEraScoredEvent")



@_attrs_define
class FoundationsOfRomeEraScoredEvent:
    """ the Era was scored: points by category

        Attributes:
            consul (FoundationsOfRomeConsulEraScore | None):
            era (int):
            final (bool):
            players (list[FoundationsOfRomeEraScore]):
            type_ (FoundationsOfRomeEraScoredEventType):
     """

    consul: FoundationsOfRomeConsulEraScore | None
    era: int
    final: bool
    players: list[FoundationsOfRomeEraScore]
    type_: FoundationsOfRomeEraScoredEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_consul_era_score import FoundationsOfRomeConsulEraScore # noqa: PLC0415
        from ..models.foundations_of_rome_era_score import FoundationsOfRomeEraScore # noqa: PLC0415
        consul: dict[str, Any] | None
        if isinstance(self.consul, FoundationsOfRomeConsulEraScore):
            consul = self.consul.to_dict()
        else:
            consul = self.consul

        era = self.era

        final = self.final

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "consul": consul,
            "era": era,
            "final": final,
            "players": players,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_consul_era_score import FoundationsOfRomeConsulEraScore # noqa: PLC0415
        from ..models.foundations_of_rome_era_score import FoundationsOfRomeEraScore # noqa: PLC0415
        d = dict(src_dict)
        def _parse_consul(data: object) -> FoundationsOfRomeConsulEraScore | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                consul_type_0 = FoundationsOfRomeConsulEraScore.from_dict(data)



                return consul_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeConsulEraScore | None, data)

        consul = _parse_consul(d.pop("consul"))


        era = d.pop("era")

        final = d.pop("final")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = FoundationsOfRomeEraScore.from_dict(players_item_data)



            players.append(players_item)


        type_ = check_foundations_of_rome_era_scored_event_type(d.pop("type"))




        foundations_of_rome_era_scored_event = cls(
            consul=consul,
            era=era,
            final=final,
            players=players,
            type_=type_,
        )

        return foundations_of_rome_era_scored_event

