from typing import Literal

FoundersOfGloomhavenPrestigeActionActionType = Literal['prestige_action']

FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_ACTION_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenPrestigeActionActionType] = { 'prestige_action',  }

def check_founders_of_gloomhaven_prestige_action_action_type(value: str) -> FoundersOfGloomhavenPrestigeActionActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_ACTION_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_ACTION_ACTION_TYPE_VALUES!r}")
