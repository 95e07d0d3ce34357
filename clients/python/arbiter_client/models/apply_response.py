from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent
  from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent
  from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent
  from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent
  from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent
  from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent
  from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent
  from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent
  from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent
  from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent
  from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent
  from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent
  from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent
  from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent
  from ..models.foundations_of_rome_state import FoundationsOfRomeState
  from ..models.foundations_of_rome_view import FoundationsOfRomeView
  from ..models.game_status import GameStatus





T = TypeVar("T", bound="ApplyResponse")



@_attrs_define
class ApplyResponse:
    """ 
        Attributes:
            events (list[FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent |
                FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent |
                FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent |
                FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent |
                FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent]):
            status (GameStatus):
            state (FoundationsOfRomeState | Unset): a full Foundations of Rome state (hidden information included)
            state_token (str | Unset): sealed: the new state, to send back as state_token
            view (FoundationsOfRomeView | Unset): what one seat (or a spectator) may see of a state
     """

    events: list[FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent | FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent | FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent | FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent | FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent]
    status: GameStatus
    state: FoundationsOfRomeState | Unset = UNSET
    state_token: str | Unset = UNSET
    view: FoundationsOfRomeView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent # noqa: PLC0415
        from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, FoundationsOfRomeIncomeTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDeedBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDeedDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeBuildingRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeBuildingPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDeedDraftedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeHandsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeDraftFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeEraEndingEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeEraScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeEraStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FoundationsOfRomeFirstPlayerChosenEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        status = self.status.to_dict()

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        state_token = self.state_token

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "status": status,
        })
        if state is not UNSET:
            field_dict["state"] = state
        if state_token is not UNSET:
            field_dict["state_token"] = state_token
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent # noqa: PLC0415
        from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_state import FoundationsOfRomeState # noqa: PLC0415
        from ..models.foundations_of_rome_view import FoundationsOfRomeView # noqa: PLC0415
        from ..models.game_status import GameStatus # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent | FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent | FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent | FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent | FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_0 = FoundationsOfRomeIncomeTakenEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_1 = FoundationsOfRomeDeedBoughtEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_2 = FoundationsOfRomeDeedDrawnEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_3 = FoundationsOfRomeBuildingRemovedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_4 = FoundationsOfRomeBuildingPlacedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_5 = FoundationsOfRomeDeedDraftedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_6 = FoundationsOfRomeHandsPassedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_7 = FoundationsOfRomeDraftFinishedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_8 = FoundationsOfRomeEraEndingEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_9 = FoundationsOfRomeEraScoredEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_10 = FoundationsOfRomeEraStartedEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_11 = FoundationsOfRomeGameOverEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_foundations_of_rome_event_type_12 = FoundationsOfRomeFirstPlayerChosenEvent.from_dict(data)



                    return componentsschemas_foundations_of_rome_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_event_type_13 = FoundationsOfRomeDeedDealtEvent.from_dict(data)



                return componentsschemas_foundations_of_rome_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        status = GameStatus.from_dict(d.pop("status"))




        _state = d.pop("state", UNSET)
        state: FoundationsOfRomeState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = FoundationsOfRomeState.from_dict(_state)




        state_token = d.pop("state_token", UNSET)

        _view = d.pop("view", UNSET)
        view: FoundationsOfRomeView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = FoundationsOfRomeView.from_dict(_view)




        apply_response = cls(
            events=events,
            status=status,
            state=state,
            state_token=state_token,
            view=view,
        )

        return apply_response

