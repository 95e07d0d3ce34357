from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_options_randomness import check_founders_of_gloomhaven_options_randomness
from ..models.founders_of_gloomhaven_options_randomness import FoundersOfGloomhavenOptionsRandomness
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenOptions")



@_attrs_define
class FoundersOfGloomhavenOptions:
    """ setup options of Founders of Gloomhaven

        Attributes:
            players (int):
            introductory (bool | Unset): the introductory game: fixed races and a start position from the pack (L537–588)
                Default: False.
            randomness (FoundersOfGloomhavenOptionsRandomness | Unset): seeded: the service draws from the seed; table:
                every draw (shuffle, deal, first-player pick) is a decision of the chance seat -1, whose legal actions are the
                possible outcomes, so an app can follow a game played with real cards Default: 'seeded'.
     """

    players: int
    introductory: bool | Unset = False
    randomness: FoundersOfGloomhavenOptionsRandomness | Unset = 'seeded'





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        introductory = self.introductory

        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if introductory is not UNSET:
            field_dict["introductory"] = introductory
        if randomness is not UNSET:
            field_dict["randomness"] = randomness

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        introductory = d.pop("introductory", UNSET)

        _randomness = d.pop("randomness", UNSET)
        randomness: FoundersOfGloomhavenOptionsRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = check_founders_of_gloomhaven_options_randomness(_randomness)




        founders_of_gloomhaven_options = cls(
            players=players,
            introductory=introductory,
            randomness=randomness,
        )

        return founders_of_gloomhaven_options

