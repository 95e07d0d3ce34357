from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_objectives_kept_event_type import check_foundations_of_rome_objectives_kept_event_type
from ..models.foundations_of_rome_objectives_kept_event_type import FoundationsOfRomeObjectivesKeptEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeObjectivesKeptEvent")



@_attrs_define
class FoundationsOfRomeObjectivesKeptEvent:
    """ every player has kept a Hidden Objective

        Attributes:
            type_ (FoundationsOfRomeObjectivesKeptEventType):
     """

    type_: FoundationsOfRomeObjectivesKeptEventType





    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_foundations_of_rome_objectives_kept_event_type(d.pop("type"))




        foundations_of_rome_objectives_kept_event = cls(
            type_=type_,
        )

        return foundations_of_rome_objectives_kept_event

