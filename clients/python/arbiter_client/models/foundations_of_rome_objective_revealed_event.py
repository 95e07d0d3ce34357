from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_objective_revealed_event_objective import check_foundations_of_rome_objective_revealed_event_objective
from ..models.foundations_of_rome_objective_revealed_event_objective import FoundationsOfRomeObjectiveRevealedEventObjective
from ..models.foundations_of_rome_objective_revealed_event_type import check_foundations_of_rome_objective_revealed_event_type
from ..models.foundations_of_rome_objective_revealed_event_type import FoundationsOfRomeObjectiveRevealedEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeObjectiveRevealedEvent")



@_attrs_define
class FoundationsOfRomeObjectiveRevealedEvent:
    """ the table turned a Public Objective face up

        Attributes:
            objective (FoundationsOfRomeObjectiveRevealedEventObjective):
            type_ (FoundationsOfRomeObjectiveRevealedEventType):
     """

    objective: FoundationsOfRomeObjectiveRevealedEventObjective
    type_: FoundationsOfRomeObjectiveRevealedEventType





    def to_dict(self) -> dict[str, Any]:
        objective: str = self.objective

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "objective": objective,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        objective = check_foundations_of_rome_objective_revealed_event_objective(d.pop("objective"))




        type_ = check_foundations_of_rome_objective_revealed_event_type(d.pop("type"))




        foundations_of_rome_objective_revealed_event = cls(
            objective=objective,
            type_=type_,
        )

        return foundations_of_rome_objective_revealed_event

