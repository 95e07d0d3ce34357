from typing import Literal

GloomhavenItemUsedEventType = Literal['item_used']

GLOOMHAVEN_ITEM_USED_EVENT_TYPE_VALUES: set[GloomhavenItemUsedEventType] = { 'item_used',  }

def check_gloomhaven_item_used_event_type(value: str) -> GloomhavenItemUsedEventType:
    if value in GLOOMHAVEN_ITEM_USED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ITEM_USED_EVENT_TYPE_VALUES!r}")
