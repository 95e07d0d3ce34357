from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent
  from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent
  from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction
  from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction
  from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction
  from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent
  from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent
  from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent
  from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent
  from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction
  from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent
  from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction
  from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent
  from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent
  from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent
  from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction
  from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent
  from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent
  from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent
  from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent
  from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction





T = TypeVar("T", bound="ReplayStep")



@_attrs_define
class ReplayStep:
    """ 
        Attributes:
            action (FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction |
                FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction |
                FoundationsOfRomeTakeIncomeAction): an action of this game
            events (list[FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent |
                FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent |
                FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent |
                FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent |
                FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent]):
     """

    action: FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction
    events: list[FoundationsOfRomeBuildingPlacedEvent | FoundationsOfRomeBuildingRemovedEvent | FoundationsOfRomeDeedBoughtEvent | FoundationsOfRomeDeedDealtEvent | FoundationsOfRomeDeedDraftedEvent | FoundationsOfRomeDeedDrawnEvent | FoundationsOfRomeDraftFinishedEvent | FoundationsOfRomeEraEndingEvent | FoundationsOfRomeEraScoredEvent | FoundationsOfRomeEraStartedEvent | FoundationsOfRomeFirstPlayerChosenEvent | FoundationsOfRomeGameOverEvent | FoundationsOfRomeHandsPassedEvent | FoundationsOfRomeIncomeTakenEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent # noqa: PLC0415
        from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, FoundationsOfRomeTakeIncomeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeBuyDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeConstructAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDraftDeedAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeFirstPlayerAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FoundationsOfRomeDealDeedAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


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




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_building_placed_event import FoundationsOfRomeBuildingPlacedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_building_removed_event import FoundationsOfRomeBuildingRemovedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_buy_deed_action import FoundationsOfRomeBuyDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_construct_action import FoundationsOfRomeConstructAction # noqa: PLC0415
        from ..models.foundations_of_rome_deal_deed_action import FoundationsOfRomeDealDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_deed_bought_event import FoundationsOfRomeDeedBoughtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_dealt_event import FoundationsOfRomeDeedDealtEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drafted_event import FoundationsOfRomeDeedDraftedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_deed_drawn_event import FoundationsOfRomeDeedDrawnEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draft_deed_action import FoundationsOfRomeDraftDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_draft_finished_event import FoundationsOfRomeDraftFinishedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_draw_deed_action import FoundationsOfRomeDrawDeedAction # noqa: PLC0415
        from ..models.foundations_of_rome_era_ending_event import FoundationsOfRomeEraEndingEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_scored_event import FoundationsOfRomeEraScoredEvent # noqa: PLC0415
        from ..models.foundations_of_rome_era_started_event import FoundationsOfRomeEraStartedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_action import FoundationsOfRomeFirstPlayerAction # noqa: PLC0415
        from ..models.foundations_of_rome_first_player_chosen_event import FoundationsOfRomeFirstPlayerChosenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_game_over_event import FoundationsOfRomeGameOverEvent # noqa: PLC0415
        from ..models.foundations_of_rome_hands_passed_event import FoundationsOfRomeHandsPassedEvent # noqa: PLC0415
        from ..models.foundations_of_rome_income_taken_event import FoundationsOfRomeIncomeTakenEvent # noqa: PLC0415
        from ..models.foundations_of_rome_take_income_action import FoundationsOfRomeTakeIncomeAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> FoundationsOfRomeBuyDeedAction | FoundationsOfRomeConstructAction | FoundationsOfRomeDealDeedAction | FoundationsOfRomeDraftDeedAction | FoundationsOfRomeDrawDeedAction | FoundationsOfRomeFirstPlayerAction | FoundationsOfRomeTakeIncomeAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_0 = FoundationsOfRomeTakeIncomeAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_1 = FoundationsOfRomeBuyDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_2 = FoundationsOfRomeConstructAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_3 = FoundationsOfRomeDraftDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_4 = FoundationsOfRomeFirstPlayerAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_foundations_of_rome_action_type_5 = FoundationsOfRomeDealDeedAction.from_dict(data)



                return componentsschemas_foundations_of_rome_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_foundations_of_rome_action_type_6 = FoundationsOfRomeDrawDeedAction.from_dict(data)



            return componentsschemas_foundations_of_rome_action_type_6

        action = _parse_action(d.pop("action"))


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


        replay_step = cls(
            action=action,
            events=events,
        )

        return replay_step

