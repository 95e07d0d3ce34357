from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event import Event
  from ..models.foundations_of_rome_state import FoundationsOfRomeState
  from ..models.game_status import GameStatus





T = TypeVar("T", bound="ApplyResponse")



@_attrs_define
class ApplyResponse:
    """ 
        Attributes:
            events (list[Event]):
            state (FoundationsOfRomeState):
            status (GameStatus):
     """

    events: list[Event]
    state: FoundationsOfRomeState
    status: GameStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.event import Event # noqa: PLC0415
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        state = self.state.to_dict()

        status = self.status.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "state": state,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event # noqa: PLC0415
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = Event.from_dict(events_item_data)



            events.append(events_item)


        state = FoundationsOfRomeState.from_dict(d.pop("state"))




        status = GameStatus.from_dict(d.pop("status"))




        apply_response = cls(
            events=events,
            state=state,
            status=status,
        )

        return apply_response

