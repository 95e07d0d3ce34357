from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_state_options_randomness import check_foundations_of_rome_state_options_randomness
from ..models.foundations_of_rome_state_options_randomness import FoundationsOfRomeStateOptionsRandomness
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeStateOptions")



@_attrs_define
class FoundationsOfRomeStateOptions:
    """ the options as kept in a state: complete

        Attributes:
            deed_drafting (bool): the optional Deed Drafting setup rule
            first_player (int | None): seat of the first player; null: chosen at random (by the seed or the table)
            monuments (bool): the Monuments expansion: players + 3 shared Monuments to build (reconstructed values,
                docs/foundations-of-rome-monuments.md)
            players (int): 2–4 with the core game, 5 with the 5th Player expansion
            randomness (FoundationsOfRomeStateOptionsRandomness): seeded: the service draws from the seed; table: every draw
                (shuffle, deal, first-player pick) is a decision of the chance seat -1, whose legal actions are the possible
                outcomes, so an app can follow a game played with real cards
            stealing (bool): the Trading & Stealing module's Stealing rules (with two Favor tokens each)
     """

    deed_drafting: bool
    first_player: int | None
    monuments: bool
    players: int
    randomness: FoundationsOfRomeStateOptionsRandomness
    stealing: bool





    def to_dict(self) -> dict[str, Any]:
        deed_drafting = self.deed_drafting

        first_player: int | None
        first_player = self.first_player

        monuments = self.monuments

        players = self.players

        randomness: str = self.randomness

        stealing = self.stealing


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deed_drafting": deed_drafting,
            "first_player": first_player,
            "monuments": monuments,
            "players": players,
            "randomness": randomness,
            "stealing": stealing,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deed_drafting = d.pop("deed_drafting")

        def _parse_first_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_player = _parse_first_player(d.pop("first_player"))


        monuments = d.pop("monuments")

        players = d.pop("players")

        randomness = check_foundations_of_rome_state_options_randomness(d.pop("randomness"))




        stealing = d.pop("stealing")

        foundations_of_rome_state_options = cls(
            deed_drafting=deed_drafting,
            first_player=first_player,
            monuments=monuments,
            players=players,
            randomness=randomness,
            stealing=stealing,
        )

        return foundations_of_rome_state_options

