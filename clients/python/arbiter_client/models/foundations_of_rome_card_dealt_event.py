from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_card_dealt_event_family import check_foundations_of_rome_card_dealt_event_family
from ..models.foundations_of_rome_card_dealt_event_family import FoundationsOfRomeCardDealtEventFamily
from ..models.foundations_of_rome_card_dealt_event_type import check_foundations_of_rome_card_dealt_event_type
from ..models.foundations_of_rome_card_dealt_event_type import FoundationsOfRomeCardDealtEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeCardDealtEvent")



@_attrs_define
class FoundationsOfRomeCardDealtEvent:
    """ the table dealt a face-down Player Role or Objective card

        Attributes:
            family (FoundationsOfRomeCardDealtEventFamily):
            player (int):
            type_ (FoundationsOfRomeCardDealtEventType):
     """

    family: FoundationsOfRomeCardDealtEventFamily
    player: int
    type_: FoundationsOfRomeCardDealtEventType





    def to_dict(self) -> dict[str, Any]:
        family: str = self.family

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "family": family,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        family = check_foundations_of_rome_card_dealt_event_family(d.pop("family"))




        player = d.pop("player")

        type_ = check_foundations_of_rome_card_dealt_event_type(d.pop("type"))




        foundations_of_rome_card_dealt_event = cls(
            family=family,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_card_dealt_event

