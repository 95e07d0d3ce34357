from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FoundationsOfRomePlayArea")



@_attrs_define
class FoundationsOfRomePlayArea:
    """ the lots in play with this many players (a square from A1)

        Attributes:
            lots (list[str]):
            players (int):
            side (int):
     """

    lots: list[str]
    players: int
    side: int





    def to_dict(self) -> dict[str, Any]:
        lots = self.lots



        players = self.players

        side = self.side


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lots": lots,
            "players": players,
            "side": side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lots = cast(list[str], d.pop("lots"))


        players = d.pop("players")

        side = d.pop("side")

        foundations_of_rome_play_area = cls(
            lots=lots,
            players=players,
            side=side,
        )

        return foundations_of_rome_play_area

