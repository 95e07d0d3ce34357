from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_metadata_options import GameMetadataOptions
  from ..models.player_count import PlayerCount





T = TypeVar("T", bound="GameMetadata")



@_attrs_define
class GameMetadata:
    """ 
        Attributes:
            id (str):  Example: foundations-of-rome.
            name (str):
            notes (list[str]):
            options (GameMetadataOptions): JSON Schema of the setup options
            players (PlayerCount):
            rules_version (str):
     """

    id: str
    name: str
    notes: list[str]
    options: GameMetadataOptions
    players: PlayerCount
    rules_version: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_metadata_options import GameMetadataOptions # noqa: PLC0415
        from ..models.player_count import PlayerCount # noqa: PLC0415
        id = self.id

        name = self.name

        notes = self.notes



        options = self.options.to_dict()

        players = self.players.to_dict()

        rules_version = self.rules_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name": name,
            "notes": notes,
            "options": options,
            "players": players,
            "rules_version": rules_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_metadata_options import GameMetadataOptions # noqa: PLC0415
        from ..models.player_count import PlayerCount # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        notes = cast(list[str], d.pop("notes"))


        options = GameMetadataOptions.from_dict(d.pop("options"))




        players = PlayerCount.from_dict(d.pop("players"))




        rules_version = d.pop("rules_version")

        game_metadata = cls(
            id=id,
            name=name,
            notes=notes,
            options=options,
            players=players,
            rules_version=rules_version,
        )

        return game_metadata

