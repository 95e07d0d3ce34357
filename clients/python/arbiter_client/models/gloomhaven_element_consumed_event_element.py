from typing import Literal

GloomhavenElementConsumedEventElement = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ELEMENT_CONSUMED_EVENT_ELEMENT_VALUES: set[GloomhavenElementConsumedEventElement] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_element_consumed_event_element(value: str) -> GloomhavenElementConsumedEventElement:
    if value in GLOOMHAVEN_ELEMENT_CONSUMED_EVENT_ELEMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ELEMENT_CONSUMED_EVENT_ELEMENT_VALUES!r}")
