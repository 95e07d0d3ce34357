from typing import Literal

FoundersOfGloomhavenDrawAdviserActionType = Literal['draw_adviser']

FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenDrawAdviserActionType] = { 'draw_adviser',  }

def check_founders_of_gloomhaven_draw_adviser_action_type(value: str) -> FoundersOfGloomhavenDrawAdviserActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_ACTION_TYPE_VALUES!r}")
