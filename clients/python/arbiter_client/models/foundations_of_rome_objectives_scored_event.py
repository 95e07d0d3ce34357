from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_objectives_scored_event_type import check_foundations_of_rome_objectives_scored_event_type
from ..models.foundations_of_rome_objectives_scored_event_type import FoundationsOfRomeObjectivesScoredEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_objective_score import FoundationsOfRomeObjectiveScore





T = TypeVar("T", bound="FoundationsOfRomeObjectivesScoredEvent")



@_attrs_define
class FoundationsOfRomeObjectivesScoredEvent:
    """ the end of the game: each Objective met scores its VP

        Attributes:
            players (list[FoundationsOfRomeObjectiveScore]):
            type_ (FoundationsOfRomeObjectivesScoredEventType):
     """

    players: list[FoundationsOfRomeObjectiveScore]
    type_: FoundationsOfRomeObjectivesScoredEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_objective_score import FoundationsOfRomeObjectiveScore # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_objective_score import FoundationsOfRomeObjectiveScore # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = FoundationsOfRomeObjectiveScore.from_dict(players_item_data)



            players.append(players_item)


        type_ = check_foundations_of_rome_objectives_scored_event_type(d.pop("type"))




        foundations_of_rome_objectives_scored_event = cls(
            players=players,
            type_=type_,
        )

        return foundations_of_rome_objectives_scored_event

