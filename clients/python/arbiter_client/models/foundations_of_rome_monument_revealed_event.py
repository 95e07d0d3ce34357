from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_monument_revealed_event_monument import check_foundations_of_rome_monument_revealed_event_monument
from ..models.foundations_of_rome_monument_revealed_event_monument import FoundationsOfRomeMonumentRevealedEventMonument
from ..models.foundations_of_rome_monument_revealed_event_type import check_foundations_of_rome_monument_revealed_event_type
from ..models.foundations_of_rome_monument_revealed_event_type import FoundationsOfRomeMonumentRevealedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeMonumentRevealedEvent")



@_attrs_define
class FoundationsOfRomeMonumentRevealedEvent:
    """ the table turned over a Monument card

        Attributes:
            monument (FoundationsOfRomeMonumentRevealedEventMonument):
            type_ (FoundationsOfRomeMonumentRevealedEventType):
     """

    monument: FoundationsOfRomeMonumentRevealedEventMonument
    type_: FoundationsOfRomeMonumentRevealedEventType





    def to_dict(self) -> dict[str, Any]:
        monument: str = self.monument

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monument": monument,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monument = check_foundations_of_rome_monument_revealed_event_monument(d.pop("monument"))




        type_ = check_foundations_of_rome_monument_revealed_event_type(d.pop("type"))




        foundations_of_rome_monument_revealed_event = cls(
            monument=monument,
            type_=type_,
        )

        return foundations_of_rome_monument_revealed_event

