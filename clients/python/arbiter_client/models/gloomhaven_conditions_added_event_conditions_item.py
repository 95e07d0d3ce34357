from typing import Literal

GloomhavenConditionsAddedEventConditionsItem = Literal['disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_CONDITIONS_ADDED_EVENT_CONDITIONS_ITEM_VALUES: set[GloomhavenConditionsAddedEventConditionsItem] = { 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_conditions_added_event_conditions_item(value: str) -> GloomhavenConditionsAddedEventConditionsItem:
    if value in GLOOMHAVEN_CONDITIONS_ADDED_EVENT_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_ADDED_EVENT_CONDITIONS_ITEM_VALUES!r}")
