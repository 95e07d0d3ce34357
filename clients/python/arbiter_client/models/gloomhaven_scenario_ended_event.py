from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_scenario_ended_event_outcome import check_gloomhaven_scenario_ended_event_outcome
from ..models.gloomhaven_scenario_ended_event_outcome import GloomhavenScenarioEndedEventOutcome
from ..models.gloomhaven_scenario_ended_event_type import check_gloomhaven_scenario_ended_event_type
from ..models.gloomhaven_scenario_ended_event_type import GloomhavenScenarioEndedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_scenario_ended_event_rewards_item import GloomhavenScenarioEndedEventRewardsItem





T = TypeVar("T", bound="GloomhavenScenarioEndedEvent")



@_attrs_define
class GloomhavenScenarioEndedEvent:
    """ 
        Attributes:
            outcome (GloomhavenScenarioEndedEventOutcome):
            rewards (list[GloomhavenScenarioEndedEventRewardsItem]): each character's XP (bonus included), gold (coins and
                treasures), and the items, battle-goal checkmarks and unlocks its treasures gave (treasures.py)
            type_ (GloomhavenScenarioEndedEventType):
     """

    outcome: GloomhavenScenarioEndedEventOutcome
    rewards: list[GloomhavenScenarioEndedEventRewardsItem]
    type_: GloomhavenScenarioEndedEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_scenario_ended_event_rewards_item import GloomhavenScenarioEndedEventRewardsItem # noqa: PLC0415
        outcome: str = self.outcome

        rewards = []
        for rewards_item_data in self.rewards:
            rewards_item = rewards_item_data.to_dict()
            rewards.append(rewards_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "outcome": outcome,
            "rewards": rewards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_scenario_ended_event_rewards_item import GloomhavenScenarioEndedEventRewardsItem # noqa: PLC0415
        d = dict(src_dict)
        outcome = check_gloomhaven_scenario_ended_event_outcome(d.pop("outcome"))




        rewards = []
        _rewards = d.pop("rewards")
        for rewards_item_data in (_rewards):
            rewards_item = GloomhavenScenarioEndedEventRewardsItem.from_dict(rewards_item_data)



            rewards.append(rewards_item)


        type_ = check_gloomhaven_scenario_ended_event_type(d.pop("type"))




        gloomhaven_scenario_ended_event = cls(
            outcome=outcome,
            rewards=rewards,
            type_=type_,
        )

        return gloomhaven_scenario_ended_event

