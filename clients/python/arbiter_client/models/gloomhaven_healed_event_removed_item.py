from typing import Literal

GloomhavenHealedEventRemovedItem = Literal['poison', 'wound']

GLOOMHAVEN_HEALED_EVENT_REMOVED_ITEM_VALUES: set[GloomhavenHealedEventRemovedItem] = { 'poison', 'wound',  }

def check_gloomhaven_healed_event_removed_item(value: str) -> GloomhavenHealedEventRemovedItem:
    if value in GLOOMHAVEN_HEALED_EVENT_REMOVED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HEALED_EVENT_REMOVED_ITEM_VALUES!r}")
