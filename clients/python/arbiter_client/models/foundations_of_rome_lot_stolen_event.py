from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_lot_stolen_event_type import check_foundations_of_rome_lot_stolen_event_type
from ..models.foundations_of_rome_lot_stolen_event_type import FoundationsOfRomeLotStolenEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeLotStolenEvent")



@_attrs_define
class FoundationsOfRomeLotStolenEvent:
    """ a player stole an empty lot (Stealing)

        Attributes:
            deed (str): a lot, column A–J and row 1–10
            from_ (int):
            player (int):
            type_ (FoundationsOfRomeLotStolenEventType):
     """

    deed: str
    from_: int
    player: int
    type_: FoundationsOfRomeLotStolenEventType





    def to_dict(self) -> dict[str, Any]:
        deed = self.deed

        from_ = self.from_

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deed": deed,
            "from": from_,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deed = d.pop("deed")

        from_ = d.pop("from")

        player = d.pop("player")

        type_ = check_foundations_of_rome_lot_stolen_event_type(d.pop("type"))




        foundations_of_rome_lot_stolen_event = cls(
            deed=deed,
            from_=from_,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_lot_stolen_event

