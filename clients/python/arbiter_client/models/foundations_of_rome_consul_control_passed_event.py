from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_consul_control_passed_event_type import check_foundations_of_rome_consul_control_passed_event_type
from ..models.foundations_of_rome_consul_control_passed_event_type import FoundationsOfRomeConsulControlPassedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeConsulControlPassedEvent")



@_attrs_define
class FoundationsOfRomeConsulControlPassedEvent:
    """ the Consul card passed clockwise (new Era)

        Attributes:
            player (int):
            type_ (FoundationsOfRomeConsulControlPassedEventType):
     """

    player: int
    type_: FoundationsOfRomeConsulControlPassedEventType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = check_foundations_of_rome_consul_control_passed_event_type(d.pop("type"))




        foundations_of_rome_consul_control_passed_event = cls(
            player=player,
            type_=type_,
        )

        return foundations_of_rome_consul_control_passed_event

