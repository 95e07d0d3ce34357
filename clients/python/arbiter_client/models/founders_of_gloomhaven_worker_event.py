from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_worker_event_type import check_founders_of_gloomhaven_worker_event_type
from ..models.founders_of_gloomhaven_worker_event_type import FoundersOfGloomhavenWorkerEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenWorkerEvent")



@_attrs_define
class FoundersOfGloomhavenWorkerEvent:
    """ 
        Attributes:
            on (str):
            player (int):
            type_ (FoundersOfGloomhavenWorkerEventType):
     """

    on: str
    player: int
    type_: FoundersOfGloomhavenWorkerEventType





    def to_dict(self) -> dict[str, Any]:
        on = self.on

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "on": on,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        on = d.pop("on")

        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_worker_event_type(d.pop("type"))




        founders_of_gloomhaven_worker_event = cls(
            on=on,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_worker_event

