from typing import Literal

GloomhavenBreakTieActionType = Literal['break_tie']

GLOOMHAVEN_BREAK_TIE_ACTION_TYPE_VALUES: set[GloomhavenBreakTieActionType] = { 'break_tie',  }

def check_gloomhaven_break_tie_action_type(value: str) -> GloomhavenBreakTieActionType:
    if value in GLOOMHAVEN_BREAK_TIE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_BREAK_TIE_ACTION_TYPE_VALUES!r}")
