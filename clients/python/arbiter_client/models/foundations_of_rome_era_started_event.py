from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_era_started_event_type import check_foundations_of_rome_era_started_event_type
from ..models.foundations_of_rome_era_started_event_type import FoundationsOfRomeEraStartedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeEraStartedEvent")



@_attrs_define
class FoundationsOfRomeEraStartedEvent:
    """ a new Era began

        Attributes:
            era (int):
            first_player (int):
            type_ (FoundationsOfRomeEraStartedEventType):
     """

    era: int
    first_player: int
    type_: FoundationsOfRomeEraStartedEventType





    def to_dict(self) -> dict[str, Any]:
        era = self.era

        first_player = self.first_player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "era": era,
            "first_player": first_player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        era = d.pop("era")

        first_player = d.pop("first_player")

        type_ = check_foundations_of_rome_era_started_event_type(d.pop("type"))




        foundations_of_rome_era_started_event = cls(
            era=era,
            first_player=first_player,
            type_=type_,
        )

        return foundations_of_rome_era_started_event

