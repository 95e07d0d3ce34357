from typing import Literal

GloomhavenConditionsRemovedEventType = Literal['conditions_removed']

GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_TYPE_VALUES: set[GloomhavenConditionsRemovedEventType] = { 'conditions_removed',  }

def check_gloomhaven_conditions_removed_event_type(value: str) -> GloomhavenConditionsRemovedEventType:
    if value in GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_TYPE_VALUES!r}")
