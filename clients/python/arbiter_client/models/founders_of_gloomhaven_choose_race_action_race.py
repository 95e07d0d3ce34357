from typing import Literal

FoundersOfGloomhavenChooseRaceActionRace = Literal['harrower', 'human', 'inox', 'orchid', 'quatryl', 'savvas', 'valrath', 'vermling']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_ACTION_RACE_VALUES: set[FoundersOfGloomhavenChooseRaceActionRace] = { 'harrower', 'human', 'inox', 'orchid', 'quatryl', 'savvas', 'valrath', 'vermling',  }

def check_founders_of_gloomhaven_choose_race_action_race(value: str) -> FoundersOfGloomhavenChooseRaceActionRace:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_ACTION_RACE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_ACTION_RACE_VALUES!r}")
