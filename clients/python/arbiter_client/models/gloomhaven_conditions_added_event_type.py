from typing import Literal

GloomhavenConditionsAddedEventType = Literal['conditions_added']

GLOOMHAVEN_CONDITIONS_ADDED_EVENT_TYPE_VALUES: set[GloomhavenConditionsAddedEventType] = { 'conditions_added',  }

def check_gloomhaven_conditions_added_event_type(value: str) -> GloomhavenConditionsAddedEventType:
    if value in GLOOMHAVEN_CONDITIONS_ADDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_ADDED_EVENT_TYPE_VALUES!r}")
