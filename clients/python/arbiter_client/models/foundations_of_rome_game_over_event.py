from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_game_over_event_type import check_foundations_of_rome_game_over_event_type
from ..models.foundations_of_rome_game_over_event_type import FoundationsOfRomeGameOverEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeGameOverEvent")



@_attrs_define
class FoundationsOfRomeGameOverEvent:
    """ the game ended

        Attributes:
            scores (list[int]):
            type_ (FoundationsOfRomeGameOverEventType):
            winners (list[int]):
     """

    scores: list[int]
    type_: FoundationsOfRomeGameOverEventType
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        scores = self.scores



        type_: str = self.type_

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scores": scores,
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))


        type_ = check_foundations_of_rome_game_over_event_type(d.pop("type"))




        winners = cast(list[int], d.pop("winners"))


        foundations_of_rome_game_over_event = cls(
            scores=scores,
            type_=type_,
            winners=winners,
        )

        return foundations_of_rome_game_over_event

