from typing import Literal

FoundersOfGloomhavenResetEventType = Literal['reset']

FOUNDERS_OF_GLOOMHAVEN_RESET_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenResetEventType] = { 'reset',  }

def check_founders_of_gloomhaven_reset_event_type(value: str) -> FoundersOfGloomhavenResetEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_RESET_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RESET_EVENT_TYPE_VALUES!r}")
