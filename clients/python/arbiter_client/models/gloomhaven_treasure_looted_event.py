from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_treasure_looted_event_type import check_gloomhaven_treasure_looted_event_type
from ..models.gloomhaven_treasure_looted_event_type import GloomhavenTreasureLootedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_treasure_looted_event_reward import GloomhavenTreasureLootedEventReward





T = TypeVar("T", bound="GloomhavenTreasureLootedEvent")



@_attrs_define
class GloomhavenTreasureLootedEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            reward (GloomhavenTreasureLootedEventReward):
            treasure (int):
            type_ (GloomhavenTreasureLootedEventType):
     """

    character: int
    reward: GloomhavenTreasureLootedEventReward
    treasure: int
    type_: GloomhavenTreasureLootedEventType





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_treasure_looted_event_reward import GloomhavenTreasureLootedEventReward # noqa: PLC0415
        character = self.character

        reward = self.reward.to_dict()

        treasure = self.treasure

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "reward": reward,
            "treasure": treasure,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_treasure_looted_event_reward import GloomhavenTreasureLootedEventReward # noqa: PLC0415
        d = dict(src_dict)
        character = d.pop("character")

        reward = GloomhavenTreasureLootedEventReward.from_dict(d.pop("reward"))




        treasure = d.pop("treasure")

        type_ = check_gloomhaven_treasure_looted_event_type(d.pop("type"))




        gloomhaven_treasure_looted_event = cls(
            character=character,
            reward=reward,
            treasure=treasure,
            type_=type_,
        )

        return gloomhaven_treasure_looted_event

