from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_options_difficulty import check_gloomhaven_options_difficulty
from ..models.gloomhaven_options_difficulty import GloomhavenOptionsDifficulty
from ..models.gloomhaven_options_randomness import check_gloomhaven_options_randomness
from ..models.gloomhaven_options_randomness import GloomhavenOptionsRandomness
from ..models.gloomhaven_options_scenario_type_0 import check_gloomhaven_options_scenario_type_0
from ..models.gloomhaven_options_scenario_type_0 import GloomhavenOptionsScenarioType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_custom_scenario import GloomhavenCustomScenario
  from ..models.gloomhaven_options_characters_item_type_0 import GloomhavenOptionsCharactersItemType0
  from ..models.gloomhaven_options_characters_item_type_1 import GloomhavenOptionsCharactersItemType1
  from ..models.gloomhaven_options_characters_item_type_2 import GloomhavenOptionsCharactersItemType2
  from ..models.gloomhaven_options_characters_item_type_3 import GloomhavenOptionsCharactersItemType3
  from ..models.gloomhaven_options_characters_item_type_4 import GloomhavenOptionsCharactersItemType4
  from ..models.gloomhaven_options_characters_item_type_5 import GloomhavenOptionsCharactersItemType5





T = TypeVar("T", bound="GloomhavenOptions")



@_attrs_define
class GloomhavenOptions:
    """ setup options of Gloomhaven

        Attributes:
            characters (list[GloomhavenOptionsCharactersItemType0 | GloomhavenOptionsCharactersItemType1 |
                GloomhavenOptionsCharactersItemType2 | GloomhavenOptionsCharactersItemType3 |
                GloomhavenOptionsCharactersItemType4 | GloomhavenOptionsCharactersItemType5]): 2–4 characters of different
                classes; one seat may play several (solo, two-handed)
            scenario (GloomhavenCustomScenario | GloomhavenOptionsScenarioType0): a playable scenario's number, or a whole
                custom scenario (CustomScenario)
            difficulty (GloomhavenOptionsDifficulty | Unset):  Default: 'normal'.
            party_achievements (list[str] | Unset): the party's achievements, for the scenario rules that read one (#85:
                sun-blessed)
            randomness (GloomhavenOptionsRandomness | Unset): seeded: the service draws from the seed; table: every draw
                (shuffle, deal, first-player pick) is a decision of the chance seat -1, whose legal actions are the possible
                outcomes, so an app can follow a game played with real cards Default: 'seeded'.
     """

    characters: list[GloomhavenOptionsCharactersItemType0 | GloomhavenOptionsCharactersItemType1 | GloomhavenOptionsCharactersItemType2 | GloomhavenOptionsCharactersItemType3 | GloomhavenOptionsCharactersItemType4 | GloomhavenOptionsCharactersItemType5]
    scenario: GloomhavenCustomScenario | GloomhavenOptionsScenarioType0
    difficulty: GloomhavenOptionsDifficulty | Unset = 'normal'
    party_achievements: list[str] | Unset = UNSET
    randomness: GloomhavenOptionsRandomness | Unset = 'seeded'





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_custom_scenario import GloomhavenCustomScenario # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_0 import GloomhavenOptionsCharactersItemType0 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_1 import GloomhavenOptionsCharactersItemType1 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_2 import GloomhavenOptionsCharactersItemType2 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_3 import GloomhavenOptionsCharactersItemType3 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_4 import GloomhavenOptionsCharactersItemType4 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_5 import GloomhavenOptionsCharactersItemType5 # noqa: PLC0415
        characters = []
        for characters_item_data in self.characters:
            characters_item: dict[str, Any]
            if isinstance(characters_item_data, GloomhavenOptionsCharactersItemType0):
                characters_item = characters_item_data.to_dict()
            elif isinstance(characters_item_data, GloomhavenOptionsCharactersItemType1):
                characters_item = characters_item_data.to_dict()
            elif isinstance(characters_item_data, GloomhavenOptionsCharactersItemType2):
                characters_item = characters_item_data.to_dict()
            elif isinstance(characters_item_data, GloomhavenOptionsCharactersItemType3):
                characters_item = characters_item_data.to_dict()
            elif isinstance(characters_item_data, GloomhavenOptionsCharactersItemType4):
                characters_item = characters_item_data.to_dict()
            else:
                characters_item = characters_item_data.to_dict()

            characters.append(characters_item)



        scenario: dict[str, Any] | int
        if isinstance(self.scenario, int):
            scenario = self.scenario
        else:
            scenario = self.scenario.to_dict()


        difficulty: str | Unset = UNSET
        if not isinstance(self.difficulty, Unset):
            difficulty = self.difficulty


        party_achievements: list[str] | Unset = UNSET
        if not isinstance(self.party_achievements, Unset):
            party_achievements = self.party_achievements



        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "characters": characters,
            "scenario": scenario,
        })
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if party_achievements is not UNSET:
            field_dict["party_achievements"] = party_achievements
        if randomness is not UNSET:
            field_dict["randomness"] = randomness

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_custom_scenario import GloomhavenCustomScenario # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_0 import GloomhavenOptionsCharactersItemType0 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_1 import GloomhavenOptionsCharactersItemType1 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_2 import GloomhavenOptionsCharactersItemType2 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_3 import GloomhavenOptionsCharactersItemType3 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_4 import GloomhavenOptionsCharactersItemType4 # noqa: PLC0415
        from ..models.gloomhaven_options_characters_item_type_5 import GloomhavenOptionsCharactersItemType5 # noqa: PLC0415
        d = dict(src_dict)
        characters = []
        _characters = d.pop("characters")
        for characters_item_data in (_characters):
            def _parse_characters_item(data: object) -> GloomhavenOptionsCharactersItemType0 | GloomhavenOptionsCharactersItemType1 | GloomhavenOptionsCharactersItemType2 | GloomhavenOptionsCharactersItemType3 | GloomhavenOptionsCharactersItemType4 | GloomhavenOptionsCharactersItemType5:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_0 = GloomhavenOptionsCharactersItemType0.from_dict(data)



                    return characters_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_1 = GloomhavenOptionsCharactersItemType1.from_dict(data)



                    return characters_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_2 = GloomhavenOptionsCharactersItemType2.from_dict(data)



                    return characters_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_3 = GloomhavenOptionsCharactersItemType3.from_dict(data)



                    return characters_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    characters_item_type_4 = GloomhavenOptionsCharactersItemType4.from_dict(data)



                    return characters_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                characters_item_type_5 = GloomhavenOptionsCharactersItemType5.from_dict(data)



                return characters_item_type_5

            characters_item = _parse_characters_item(characters_item_data)

            characters.append(characters_item)


        def _parse_scenario(data: object) -> GloomhavenCustomScenario | GloomhavenOptionsScenarioType0:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                scenario_type_0 = check_gloomhaven_options_scenario_type_0(data)



                return scenario_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            scenario_type_1 = GloomhavenCustomScenario.from_dict(data)



            return scenario_type_1

        scenario = _parse_scenario(d.pop("scenario"))


        _difficulty = d.pop("difficulty", UNSET)
        difficulty: GloomhavenOptionsDifficulty | Unset
        if isinstance(_difficulty,  Unset):
            difficulty = UNSET
        else:
            difficulty = check_gloomhaven_options_difficulty(_difficulty)




        party_achievements = cast(list[str], d.pop("party_achievements", UNSET))


        _randomness = d.pop("randomness", UNSET)
        randomness: GloomhavenOptionsRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = check_gloomhaven_options_randomness(_randomness)




        gloomhaven_options = cls(
            characters=characters,
            scenario=scenario,
            difficulty=difficulty,
            party_achievements=party_achievements,
            randomness=randomness,
        )

        return gloomhaven_options

