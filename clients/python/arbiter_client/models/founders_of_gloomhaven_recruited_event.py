from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_recruited_event_adviser import check_founders_of_gloomhaven_recruited_event_adviser
from ..models.founders_of_gloomhaven_recruited_event_adviser import FoundersOfGloomhavenRecruitedEventAdviser
from ..models.founders_of_gloomhaven_recruited_event_type import check_founders_of_gloomhaven_recruited_event_type
from ..models.founders_of_gloomhaven_recruited_event_type import FoundersOfGloomhavenRecruitedEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenRecruitedEvent")



@_attrs_define
class FoundersOfGloomhavenRecruitedEvent:
    """ 
        Attributes:
            adviser (FoundersOfGloomhavenRecruitedEventAdviser):
            player (int):
            type_ (FoundersOfGloomhavenRecruitedEventType):
     """

    adviser: FoundersOfGloomhavenRecruitedEventAdviser
    player: int
    type_: FoundersOfGloomhavenRecruitedEventType





    def to_dict(self) -> dict[str, Any]:
        adviser: str = self.adviser

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adviser": adviser,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adviser = check_founders_of_gloomhaven_recruited_event_adviser(d.pop("adviser"))




        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_recruited_event_type(d.pop("type"))




        founders_of_gloomhaven_recruited_event = cls(
            adviser=adviser,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_recruited_event

