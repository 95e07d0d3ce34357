from typing import Literal

FoundersOfGloomhavenGainEventType = Literal['gain']

FOUNDERS_OF_GLOOMHAVEN_GAIN_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenGainEventType] = { 'gain',  }

def check_founders_of_gloomhaven_gain_event_type(value: str) -> FoundersOfGloomhavenGainEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_GAIN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_GAIN_EVENT_TYPE_VALUES!r}")
