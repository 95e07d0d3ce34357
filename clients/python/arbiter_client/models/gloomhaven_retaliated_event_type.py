from typing import Literal

GloomhavenRetaliatedEventType = Literal['retaliated']

GLOOMHAVEN_RETALIATED_EVENT_TYPE_VALUES: set[GloomhavenRetaliatedEventType] = { 'retaliated',  }

def check_gloomhaven_retaliated_event_type(value: str) -> GloomhavenRetaliatedEventType:
    if value in GLOOMHAVEN_RETALIATED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RETALIATED_EVENT_TYPE_VALUES!r}")
