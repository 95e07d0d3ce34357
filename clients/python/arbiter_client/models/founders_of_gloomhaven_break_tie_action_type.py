from typing import Literal

FoundersOfGloomhavenBreakTieActionType = Literal['break_tie']

FOUNDERS_OF_GLOOMHAVEN_BREAK_TIE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenBreakTieActionType] = { 'break_tie',  }

def check_founders_of_gloomhaven_break_tie_action_type(value: str) -> FoundersOfGloomhavenBreakTieActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_BREAK_TIE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BREAK_TIE_ACTION_TYPE_VALUES!r}")
