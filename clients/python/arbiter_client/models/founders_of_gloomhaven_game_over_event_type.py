from typing import Literal

FoundersOfGloomhavenGameOverEventType = Literal['game_over']

FOUNDERS_OF_GLOOMHAVEN_GAME_OVER_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenGameOverEventType] = { 'game_over',  }

def check_founders_of_gloomhaven_game_over_event_type(value: str) -> FoundersOfGloomhavenGameOverEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_GAME_OVER_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_GAME_OVER_EVENT_TYPE_VALUES!r}")
