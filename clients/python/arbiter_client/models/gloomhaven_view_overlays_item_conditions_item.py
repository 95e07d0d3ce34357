from typing import Literal

GloomhavenViewOverlaysItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_OVERLAYS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenViewOverlaysItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_overlays_item_conditions_item(value: str) -> GloomhavenViewOverlaysItemConditionsItem:
    if value in GLOOMHAVEN_VIEW_OVERLAYS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_OVERLAYS_ITEM_CONDITIONS_ITEM_VALUES!r}")
