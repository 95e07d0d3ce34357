from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_game_over_event_type import check_founders_of_gloomhaven_game_over_event_type
from ..models.founders_of_gloomhaven_game_over_event_type import FoundersOfGloomhavenGameOverEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenGameOverEvent")



@_attrs_define
class FoundersOfGloomhavenGameOverEvent:
    """ 
        Attributes:
            type_ (FoundersOfGloomhavenGameOverEventType):
            winners (list[int]):
     """

    type_: FoundersOfGloomhavenGameOverEventType
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_founders_of_gloomhaven_game_over_event_type(d.pop("type"))




        winners = cast(list[int], d.pop("winners"))


        founders_of_gloomhaven_game_over_event = cls(
            type_=type_,
            winners=winners,
        )

        return founders_of_gloomhaven_game_over_event

