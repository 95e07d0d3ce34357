from typing import Literal

FoundationsOfRomeObjectiveRevealedEventType = Literal['objective_revealed']

FOUNDATIONS_OF_ROME_OBJECTIVE_REVEALED_EVENT_TYPE_VALUES: set[FoundationsOfRomeObjectiveRevealedEventType] = { 'objective_revealed',  }

def check_foundations_of_rome_objective_revealed_event_type(value: str) -> FoundationsOfRomeObjectiveRevealedEventType:
    if value in FOUNDATIONS_OF_ROME_OBJECTIVE_REVEALED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_OBJECTIVE_REVEALED_EVENT_TYPE_VALUES!r}")
