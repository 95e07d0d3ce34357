from typing import Literal

GloomhavenElementsSetEventInertItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ELEMENTS_SET_EVENT_INERT_ITEM_VALUES: set[GloomhavenElementsSetEventInertItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_elements_set_event_inert_item(value: str) -> GloomhavenElementsSetEventInertItem:
    if value in GLOOMHAVEN_ELEMENTS_SET_EVENT_INERT_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ELEMENTS_SET_EVENT_INERT_ITEM_VALUES!r}")
