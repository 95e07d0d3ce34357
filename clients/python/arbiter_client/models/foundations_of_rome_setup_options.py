from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeSetupOptions")



@_attrs_define
class FoundationsOfRomeSetupOptions:
    """ 
        Attributes:
            deed_drafting (bool):
            first_player (int | None):
            players (int):
     """

    deed_drafting: bool
    first_player: int | None
    players: int





    def to_dict(self) -> dict[str, Any]:
        deed_drafting = self.deed_drafting

        first_player: int | None
        first_player = self.first_player

        players = self.players


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deed_drafting": deed_drafting,
            "first_player": first_player,
            "players": players,
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


        players = d.pop("players")

        foundations_of_rome_setup_options = cls(
            deed_drafting=deed_drafting,
            first_player=first_player,
            players=players,
        )

        return foundations_of_rome_setup_options

