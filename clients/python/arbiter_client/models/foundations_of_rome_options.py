from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_options_randomness import check_foundations_of_rome_options_randomness
from ..models.foundations_of_rome_options_randomness import FoundationsOfRomeOptionsRandomness
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeOptions")



@_attrs_define
class FoundationsOfRomeOptions:
    """ setup options of Foundations of Rome

        Attributes:
            players (int): 2–4 with the core game, 5 with the 5th Player expansion
            deed_drafting (bool | Unset): the optional Deed Drafting setup rule Default: False.
            first_player (int | None | Unset): seat of the first player; null: chosen at random (by the seed or the table)
            monuments (bool | Unset): the Monuments expansion: players + 3 shared Monuments to build (reconstructed values,
                docs/foundations-of-rome-monuments.md) Default: False.
            randomness (FoundationsOfRomeOptionsRandomness | Unset): seeded: the service draws from the seed; table: every
                draw (shuffle, deal, first-player pick) is a decision of the chance seat -1, whose legal actions are the
                possible outcomes, so an app can follow a game played with real cards Default: 'seeded'.
            stealing (bool | Unset): the Trading & Stealing module's Stealing rules (with two Favor tokens each) Default:
                False.
     """

    players: int
    deed_drafting: bool | Unset = False
    first_player: int | None | Unset = UNSET
    monuments: bool | Unset = False
    randomness: FoundationsOfRomeOptionsRandomness | Unset = 'seeded'
    stealing: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        deed_drafting = self.deed_drafting

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        monuments = self.monuments

        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness


        stealing = self.stealing


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if deed_drafting is not UNSET:
            field_dict["deed_drafting"] = deed_drafting
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if monuments is not UNSET:
            field_dict["monuments"] = monuments
        if randomness is not UNSET:
            field_dict["randomness"] = randomness
        if stealing is not UNSET:
            field_dict["stealing"] = stealing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        deed_drafting = d.pop("deed_drafting", UNSET)

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        monuments = d.pop("monuments", UNSET)

        _randomness = d.pop("randomness", UNSET)
        randomness: FoundationsOfRomeOptionsRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = check_foundations_of_rome_options_randomness(_randomness)




        stealing = d.pop("stealing", UNSET)

        foundations_of_rome_options = cls(
            players=players,
            deed_drafting=deed_drafting,
            first_player=first_player,
            monuments=monuments,
            randomness=randomness,
            stealing=stealing,
        )

        return foundations_of_rome_options

