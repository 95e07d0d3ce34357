from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_complete_options_difficulty import check_gloomhaven_complete_options_difficulty
from ..models.gloomhaven_complete_options_difficulty import GloomhavenCompleteOptionsDifficulty
from ..models.gloomhaven_complete_options_randomness import check_gloomhaven_complete_options_randomness
from ..models.gloomhaven_complete_options_randomness import GloomhavenCompleteOptionsRandomness
from ..models.gloomhaven_complete_options_scenario_type_0 import check_gloomhaven_complete_options_scenario_type_0
from ..models.gloomhaven_complete_options_scenario_type_0 import GloomhavenCompleteOptionsScenarioType0
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_complete_options_characters_item_type_0 import GloomhavenCompleteOptionsCharactersItemType0
  from ..models.gloomhaven_complete_options_characters_item_type_1 import GloomhavenCompleteOptionsCharactersItemType1
  from ..models.gloomhaven_complete_options_characters_item_type_2 import GloomhavenCompleteOptionsCharactersItemType2
  from ..models.gloomhaven_complete_options_characters_item_type_3 import GloomhavenCompleteOptionsCharactersItemType3
  from ..models.gloomhaven_complete_options_characters_item_type_4 import GloomhavenCompleteOptionsCharactersItemType4
  from ..models.gloomhaven_complete_options_characters_item_type_5 import GloomhavenCompleteOptionsCharactersItemType5
  from ..models.gloomhaven_custom_scenario import GloomhavenCustomScenario





T = TypeVar("T", bound="GloomhavenCompleteOptions")



@_attrs_define
class GloomhavenCompleteOptions:
    """ 
        Attributes:
            characters (list[GloomhavenCompleteOptionsCharactersItemType0 | GloomhavenCompleteOptionsCharactersItemType1 |
                GloomhavenCompleteOptionsCharactersItemType2 | GloomhavenCompleteOptionsCharactersItemType3 |
                GloomhavenCompleteOptionsCharactersItemType4 | GloomhavenCompleteOptionsCharactersItemType5]): 2–4 characters of
                different classes; one seat may play several (solo, two-handed)
            difficulty (GloomhavenCompleteOptionsDifficulty):
            party_achievements (list[str]): the party's achievements, for the scenario rules that read one (#85: sun-
                blessed)
            randomness (GloomhavenCompleteOptionsRandomness): seeded: the service draws from the seed; table: every draw
                (shuffle, deal, first-player pick) is a decision of the chance seat -1, whose legal actions are the possible
                outcomes, so an app can follow a game played with real cards
            scenario (GloomhavenCompleteOptionsScenarioType0 | GloomhavenCustomScenario): a playable scenario's number, or a
                whole custom scenario (CustomScenario)
     """

    characters: list[GloomhavenCompleteOptionsCharactersItemType0 | GloomhavenCompleteOptionsCharactersItemType1 | GloomhavenCompleteOptionsCharactersItemType2 | GloomhavenCompleteOptionsCharactersItemType3 | GloomhavenCompleteOptionsCharactersItemType4 | GloomhavenCompleteOptionsCharactersItemType5]
    difficulty: GloomhavenCompleteOptionsDifficulty
    party_achievements: list[str]
    randomness: GloomhavenCompleteOptionsRandomness
    scenario: GloomhavenCompleteOptionsScenarioType0 | GloomhavenCustomScenario





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_complete_options_characters_item_type_0 import GloomhavenCompleteOptionsCharactersItemType0 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_1 import GloomhavenCompleteOptionsCharactersItemType1 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_2 import GloomhavenCompleteOptionsCharactersItemType2 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_3 import GloomhavenCompleteOptionsCharactersItemType3 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_4 import GloomhavenCompleteOptionsCharactersItemType4 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_5 import GloomhavenCompleteOptionsCharactersItemType5 # noqa: PLC0415
        from ..models.gloomhaven_custom_scenario import GloomhavenCustomScenario # noqa: PLC0415
        characters = []
        for characters_item_data in self.characters:
            characters_item: dict[str, Any]
            if isinstance(characters_item_data, GloomhavenCompleteOptionsCharactersItemType0):
                characters_item = characters_item_data.to_dict()
            elif isinstance(characters_item_data, GloomhavenCompleteOptionsCharactersItemType1):
                characters_item = characters_item_data.to_dict()
            elif isinstance(characters_item_data, GloomhavenCompleteOptionsCharactersItemType2):
                characters_item = characters_item_data.to_dict()
            elif isinstance(characters_item_data, GloomhavenCompleteOptionsCharactersItemType3):
                characters_item = characters_item_data.to_dict()
            elif isinstance(characters_item_data, GloomhavenCompleteOptionsCharactersItemType4):
                characters_item = characters_item_data.to_dict()
            else:
                characters_item = characters_item_data.to_dict()

            characters.append(characters_item)



        difficulty: str = self.difficulty

        party_achievements = self.party_achievements



        randomness: str = self.randomness

        scenario: dict[str, Any] | int
        if isinstance(self.scenario, int):
            scenario = self.scenario
        else:
            scenario = self.scenario.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "characters": characters,
            "difficulty": difficulty,
            "party_achievements": party_achievements,
            "randomness": randomness,
            "scenario": scenario,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_complete_options_characters_item_type_0 import GloomhavenCompleteOptionsCharactersItemType0 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_1 import GloomhavenCompleteOptionsCharactersItemType1 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_2 import GloomhavenCompleteOptionsCharactersItemType2 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_3 import GloomhavenCompleteOptionsCharactersItemType3 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_4 import GloomhavenCompleteOptionsCharactersItemType4 # noqa: PLC0415
        from ..models.gloomhaven_complete_options_characters_item_type_5 import GloomhavenCompleteOptionsCharactersItemType5 # noqa: PLC0415
        from ..models.gloomhaven_custom_scenario import GloomhavenCustomScenario # noqa: PLC0415
        d = dict(src_dict)
        characters = []
        _characters = d.pop("characters")
        for characters_item_data in (_characters):
            def _parse_characters_item(data: object) -> GloomhavenCompleteOptionsCharactersItemType0 | GloomhavenCompleteOptionsCharactersItemType1 | GloomhavenCompleteOptionsCharactersItemType2 | GloomhavenCompleteOptionsCharactersItemType3 | GloomhavenCompleteOptionsCharactersItemType4 | GloomhavenCompleteOptionsCharactersItemType5:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_0 = GloomhavenCompleteOptionsCharactersItemType0.from_dict(data)



                    return characters_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_1 = GloomhavenCompleteOptionsCharactersItemType1.from_dict(data)



                    return characters_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_2 = GloomhavenCompleteOptionsCharactersItemType2.from_dict(data)



                    return characters_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_3 = GloomhavenCompleteOptionsCharactersItemType3.from_dict(data)



                    return characters_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_4 = GloomhavenCompleteOptionsCharactersItemType4.from_dict(data)



                    return characters_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                characters_item_type_5 = GloomhavenCompleteOptionsCharactersItemType5.from_dict(data)



                return characters_item_type_5

            characters_item = _parse_characters_item(characters_item_data)

            characters.append(characters_item)


        difficulty = check_gloomhaven_complete_options_difficulty(d.pop("difficulty"))




        party_achievements = cast(list[str], d.pop("party_achievements"))


        randomness = check_gloomhaven_complete_options_randomness(d.pop("randomness"))




        def _parse_scenario(data: object) -> GloomhavenCompleteOptionsScenarioType0 | GloomhavenCustomScenario:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                scenario_type_0 = check_gloomhaven_complete_options_scenario_type_0(data)



                return scenario_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            scenario_type_1 = GloomhavenCustomScenario.from_dict(data)



            return scenario_type_1

        scenario = _parse_scenario(d.pop("scenario"))


        gloomhaven_complete_options = cls(
            characters=characters,
            difficulty=difficulty,
            party_achievements=party_achievements,
            randomness=randomness,
            scenario=scenario,
        )

        return gloomhaven_complete_options

