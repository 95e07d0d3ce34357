from typing import Literal

GloomhavenItemsRefreshedEventItemsItem = Literal[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]

GLOOMHAVEN_ITEMS_REFRESHED_EVENT_ITEMS_ITEM_VALUES: set[GloomhavenItemsRefreshedEventItemsItem] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,  }

def check_gloomhaven_items_refreshed_event_items_item(value: int) -> GloomhavenItemsRefreshedEventItemsItem:
    if value in GLOOMHAVEN_ITEMS_REFRESHED_EVENT_ITEMS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ITEMS_REFRESHED_EVENT_ITEMS_ITEM_VALUES!r}")
