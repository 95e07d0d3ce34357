from typing import Literal

FoundationsOfRomeGameOverEventType = Literal['game_over']

FOUNDATIONS_OF_ROME_GAME_OVER_EVENT_TYPE_VALUES: set[FoundationsOfRomeGameOverEventType] = { 'game_over',  }

def check_foundations_of_rome_game_over_event_type(value: str) -> FoundationsOfRomeGameOverEventType:
    if value in FOUNDATIONS_OF_ROME_GAME_OVER_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_GAME_OVER_EVENT_TYPE_VALUES!r}")
