from typing import Literal

GloomhavenViewEscortsItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_ESCORTS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenViewEscortsItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_escorts_item_conditions_item(value: str) -> GloomhavenViewEscortsItemConditionsItem:
    if value in GLOOMHAVEN_VIEW_ESCORTS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_ESCORTS_ITEM_CONDITIONS_ITEM_VALUES!r}")
