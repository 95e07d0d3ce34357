from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_complete_options_randomness import check_founders_of_gloomhaven_complete_options_randomness
from ..models.founders_of_gloomhaven_complete_options_randomness import FoundersOfGloomhavenCompleteOptionsRandomness
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenCompleteOptions")



@_attrs_define
class FoundersOfGloomhavenCompleteOptions:
    """ 
        Attributes:
            introductory (bool): the introductory game: fixed races and a start position from the pack (L537–588)
            players (int):
            randomness (FoundersOfGloomhavenCompleteOptionsRandomness): seeded: the service draws from the seed; table:
                every draw (shuffle, deal, first-player pick) is a decision of the chance seat -1, whose legal actions are the
                possible outcomes, so an app can follow a game played with real cards
     """

    introductory: bool
    players: int
    randomness: FoundersOfGloomhavenCompleteOptionsRandomness





    def to_dict(self) -> dict[str, Any]:
        introductory = self.introductory

        players = self.players

        randomness: str = self.randomness


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "introductory": introductory,
            "players": players,
            "randomness": randomness,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        introductory = d.pop("introductory")

        players = d.pop("players")

        randomness = check_founders_of_gloomhaven_complete_options_randomness(d.pop("randomness"))




        founders_of_gloomhaven_complete_options = cls(
            introductory=introductory,
            players=players,
            randomness=randomness,
        )

        return founders_of_gloomhaven_complete_options

