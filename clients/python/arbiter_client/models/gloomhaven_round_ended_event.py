from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_round_ended_event_reshuffled_item import check_gloomhaven_round_ended_event_reshuffled_item
from ..models.gloomhaven_round_ended_event_reshuffled_item import GloomhavenRoundEndedEventReshuffledItem
from ..models.gloomhaven_round_ended_event_type import check_gloomhaven_round_ended_event_type
from ..models.gloomhaven_round_ended_event_type import GloomhavenRoundEndedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenRoundEndedEvent")



@_attrs_define
class GloomhavenRoundEndedEvent:
    """ 
        Attributes:
            reshuffled (list[GloomhavenRoundEndedEventReshuffledItem]):
            round_ (int):
            type_ (GloomhavenRoundEndedEventType):
     """

    reshuffled: list[GloomhavenRoundEndedEventReshuffledItem]
    round_: int
    type_: GloomhavenRoundEndedEventType





    def to_dict(self) -> dict[str, Any]:
        reshuffled = []
        for reshuffled_item_data in self.reshuffled:
            reshuffled_item: str = reshuffled_item_data
            reshuffled.append(reshuffled_item)



        round_ = self.round_

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reshuffled": reshuffled,
            "round": round_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reshuffled = []
        _reshuffled = d.pop("reshuffled")
        for reshuffled_item_data in (_reshuffled):
            reshuffled_item = check_gloomhaven_round_ended_event_reshuffled_item(reshuffled_item_data)



            reshuffled.append(reshuffled_item)


        round_ = d.pop("round")

        type_ = check_gloomhaven_round_ended_event_type(d.pop("type"))




        gloomhaven_round_ended_event = cls(
            reshuffled=reshuffled,
            round_=round_,
            type_=type_,
        )

        return gloomhaven_round_ended_event

