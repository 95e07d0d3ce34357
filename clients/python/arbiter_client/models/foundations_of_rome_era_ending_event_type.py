from typing import Literal

FoundationsOfRomeEraEndingEventType = Literal['era_ending']

FOUNDATIONS_OF_ROME_ERA_ENDING_EVENT_TYPE_VALUES: set[FoundationsOfRomeEraEndingEventType] = { 'era_ending',  }

def check_foundations_of_rome_era_ending_event_type(value: str) -> FoundationsOfRomeEraEndingEventType:
    if value in FOUNDATIONS_OF_ROME_ERA_ENDING_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_ERA_ENDING_EVENT_TYPE_VALUES!r}")
