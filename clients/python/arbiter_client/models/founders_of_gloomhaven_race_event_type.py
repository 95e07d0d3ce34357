from typing import Literal

FoundersOfGloomhavenRaceEventType = Literal['race']

FOUNDERS_OF_GLOOMHAVEN_RACE_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenRaceEventType] = { 'race',  }

def check_founders_of_gloomhaven_race_event_type(value: str) -> FoundersOfGloomhavenRaceEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_RACE_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RACE_EVENT_TYPE_VALUES!r}")
