from typing import Literal

GloomhavenStateOverlaysItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_OVERLAYS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenStateOverlaysItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_overlays_item_conditions_item(value: str) -> GloomhavenStateOverlaysItemConditionsItem:
    if value in GLOOMHAVEN_STATE_OVERLAYS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_OVERLAYS_ITEM_CONDITIONS_ITEM_VALUES!r}")
