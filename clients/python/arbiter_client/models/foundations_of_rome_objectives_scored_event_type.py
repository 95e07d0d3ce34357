from typing import Literal

FoundationsOfRomeObjectivesScoredEventType = Literal['objectives_scored']

FOUNDATIONS_OF_ROME_OBJECTIVES_SCORED_EVENT_TYPE_VALUES: set[FoundationsOfRomeObjectivesScoredEventType] = { 'objectives_scored',  }

def check_foundations_of_rome_objectives_scored_event_type(value: str) -> FoundationsOfRomeObjectivesScoredEventType:
    if value in FOUNDATIONS_OF_ROME_OBJECTIVES_SCORED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_OBJECTIVES_SCORED_EVENT_TYPE_VALUES!r}")
