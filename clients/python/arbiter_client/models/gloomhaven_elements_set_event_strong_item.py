from typing import Literal

GloomhavenElementsSetEventStrongItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ELEMENTS_SET_EVENT_STRONG_ITEM_VALUES: set[GloomhavenElementsSetEventStrongItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_elements_set_event_strong_item(value: str) -> GloomhavenElementsSetEventStrongItem:
    if value in GLOOMHAVEN_ELEMENTS_SET_EVENT_STRONG_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ELEMENTS_SET_EVENT_STRONG_ITEM_VALUES!r}")
