from typing import Literal

GloomhavenElementInfusedEventElement = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ELEMENT_INFUSED_EVENT_ELEMENT_VALUES: set[GloomhavenElementInfusedEventElement] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_element_infused_event_element(value: str) -> GloomhavenElementInfusedEventElement:
    if value in GLOOMHAVEN_ELEMENT_INFUSED_EVENT_ELEMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ELEMENT_INFUSED_EVENT_ELEMENT_VALUES!r}")
