from typing import Literal

GloomhavenItemUsedEventItem = Literal[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]

GLOOMHAVEN_ITEM_USED_EVENT_ITEM_VALUES: set[GloomhavenItemUsedEventItem] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,  }

def check_gloomhaven_item_used_event_item(value: int) -> GloomhavenItemUsedEventItem:
    if value in GLOOMHAVEN_ITEM_USED_EVENT_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ITEM_USED_EVENT_ITEM_VALUES!r}")
