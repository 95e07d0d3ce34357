from typing import Literal

GloomhavenLoseDiscardsActionType = Literal['lose_discards']

GLOOMHAVEN_LOSE_DISCARDS_ACTION_TYPE_VALUES: set[GloomhavenLoseDiscardsActionType] = { 'lose_discards',  }

def check_gloomhaven_lose_discards_action_type(value: str) -> GloomhavenLoseDiscardsActionType:
    if value in GLOOMHAVEN_LOSE_DISCARDS_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LOSE_DISCARDS_ACTION_TYPE_VALUES!r}")
