from typing import Literal

GloomhavenEscortKilledEventType = Literal['escort_killed']

GLOOMHAVEN_ESCORT_KILLED_EVENT_TYPE_VALUES: set[GloomhavenEscortKilledEventType] = { 'escort_killed',  }

def check_gloomhaven_escort_killed_event_type(value: str) -> GloomhavenEscortKilledEventType:
    if value in GLOOMHAVEN_ESCORT_KILLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ESCORT_KILLED_EVENT_TYPE_VALUES!r}")
