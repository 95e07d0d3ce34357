from typing import Literal

GloomhavenConditionsRemovedEventConditionsItem = Literal['disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_CONDITIONS_ITEM_VALUES: set[GloomhavenConditionsRemovedEventConditionsItem] = { 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_conditions_removed_event_conditions_item(value: str) -> GloomhavenConditionsRemovedEventConditionsItem:
    if value in GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_CONDITIONS_ITEM_VALUES!r}")
