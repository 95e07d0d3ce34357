from typing import Literal

FoundationsOfRomeEraScoredEventType = Literal['era_scored']

FOUNDATIONS_OF_ROME_ERA_SCORED_EVENT_TYPE_VALUES: set[FoundationsOfRomeEraScoredEventType] = { 'era_scored',  }

def check_foundations_of_rome_era_scored_event_type(value: str) -> FoundationsOfRomeEraScoredEventType:
    if value in FOUNDATIONS_OF_ROME_ERA_SCORED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_ERA_SCORED_EVENT_TYPE_VALUES!r}")
