from typing import Literal

GloomhavenEscortSavedEventType = Literal['escort_saved']

GLOOMHAVEN_ESCORT_SAVED_EVENT_TYPE_VALUES: set[GloomhavenEscortSavedEventType] = { 'escort_saved',  }

def check_gloomhaven_escort_saved_event_type(value: str) -> GloomhavenEscortSavedEventType:
    if value in GLOOMHAVEN_ESCORT_SAVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ESCORT_SAVED_EVENT_TYPE_VALUES!r}")
