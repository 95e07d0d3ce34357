from typing import Literal

FoundersOfGloomhavenPlayedEventType = Literal['played']

FOUNDERS_OF_GLOOMHAVEN_PLAYED_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenPlayedEventType] = { 'played',  }

def check_founders_of_gloomhaven_played_event_type(value: str) -> FoundersOfGloomhavenPlayedEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYED_EVENT_TYPE_VALUES!r}")
