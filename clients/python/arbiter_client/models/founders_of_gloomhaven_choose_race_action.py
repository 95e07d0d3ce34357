from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_choose_race_action_race import check_founders_of_gloomhaven_choose_race_action_race
from ..models.founders_of_gloomhaven_choose_race_action_race import FoundersOfGloomhavenChooseRaceActionRace
from ..models.founders_of_gloomhaven_choose_race_action_type import check_founders_of_gloomhaven_choose_race_action_type
from ..models.founders_of_gloomhaven_choose_race_action_type import FoundersOfGloomhavenChooseRaceActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenChooseRaceAction")



@_attrs_define
class FoundersOfGloomhavenChooseRaceAction:
    """ choose a race card (L76–77)

        Attributes:
            player (int): the acting seat
            race (FoundersOfGloomhavenChooseRaceActionRace):
            type_ (FoundersOfGloomhavenChooseRaceActionType):
     """

    player: int
    race: FoundersOfGloomhavenChooseRaceActionRace
    type_: FoundersOfGloomhavenChooseRaceActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        race: str = self.race

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "race": race,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        race = check_founders_of_gloomhaven_choose_race_action_race(d.pop("race"))




        type_ = check_founders_of_gloomhaven_choose_race_action_type(d.pop("type"))




        founders_of_gloomhaven_choose_race_action = cls(
            player=player,
            race=race,
            type_=type_,
        )

        return founders_of_gloomhaven_choose_race_action

