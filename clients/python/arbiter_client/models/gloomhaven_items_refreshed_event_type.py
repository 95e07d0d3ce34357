from typing import Literal

GloomhavenItemsRefreshedEventType = Literal['items_refreshed']

GLOOMHAVEN_ITEMS_REFRESHED_EVENT_TYPE_VALUES: set[GloomhavenItemsRefreshedEventType] = { 'items_refreshed',  }

def check_gloomhaven_items_refreshed_event_type(value: str) -> GloomhavenItemsRefreshedEventType:
    if value in GLOOMHAVEN_ITEMS_REFRESHED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ITEMS_REFRESHED_EVENT_TYPE_VALUES!r}")
