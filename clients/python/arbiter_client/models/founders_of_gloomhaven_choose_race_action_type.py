from typing import Literal

FoundersOfGloomhavenChooseRaceActionType = Literal['choose_race']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenChooseRaceActionType] = { 'choose_race',  }

def check_founders_of_gloomhaven_choose_race_action_type(value: str) -> FoundersOfGloomhavenChooseRaceActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_ACTION_TYPE_VALUES!r}")
