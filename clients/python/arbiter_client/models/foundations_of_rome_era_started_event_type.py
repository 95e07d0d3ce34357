from typing import Literal

FoundationsOfRomeEraStartedEventType = Literal['era_started']

FOUNDATIONS_OF_ROME_ERA_STARTED_EVENT_TYPE_VALUES: set[FoundationsOfRomeEraStartedEventType] = { 'era_started',  }

def check_foundations_of_rome_era_started_event_type(value: str) -> FoundationsOfRomeEraStartedEventType:
    if value in FOUNDATIONS_OF_ROME_ERA_STARTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_ERA_STARTED_EVENT_TYPE_VALUES!r}")
