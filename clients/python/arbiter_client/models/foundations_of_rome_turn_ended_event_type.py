from typing import Literal

FoundationsOfRomeTurnEndedEventType = Literal['turn_ended']

FOUNDATIONS_OF_ROME_TURN_ENDED_EVENT_TYPE_VALUES: set[FoundationsOfRomeTurnEndedEventType] = { 'turn_ended',  }

def check_foundations_of_rome_turn_ended_event_type(value: str) -> FoundationsOfRomeTurnEndedEventType:
    if value in FOUNDATIONS_OF_ROME_TURN_ENDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_TURN_ENDED_EVENT_TYPE_VALUES!r}")
