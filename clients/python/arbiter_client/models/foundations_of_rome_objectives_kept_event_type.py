from typing import Literal

FoundationsOfRomeObjectivesKeptEventType = Literal['objectives_kept']

FOUNDATIONS_OF_ROME_OBJECTIVES_KEPT_EVENT_TYPE_VALUES: set[FoundationsOfRomeObjectivesKeptEventType] = { 'objectives_kept',  }

def check_foundations_of_rome_objectives_kept_event_type(value: str) -> FoundationsOfRomeObjectivesKeptEventType:
    if value in FOUNDATIONS_OF_ROME_OBJECTIVES_KEPT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_OBJECTIVES_KEPT_EVENT_TYPE_VALUES!r}")
