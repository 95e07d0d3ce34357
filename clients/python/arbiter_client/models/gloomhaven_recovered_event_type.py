from typing import Literal

GloomhavenRecoveredEventType = Literal['recovered']

GLOOMHAVEN_RECOVERED_EVENT_TYPE_VALUES: set[GloomhavenRecoveredEventType] = { 'recovered',  }

def check_gloomhaven_recovered_event_type(value: str) -> GloomhavenRecoveredEventType:
    if value in GLOOMHAVEN_RECOVERED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RECOVERED_EVENT_TYPE_VALUES!r}")
