from typing import Literal

GloomhavenStateEscortsItemFreshItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_ESCORTS_ITEM_FRESH_ITEM_VALUES: set[GloomhavenStateEscortsItemFreshItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_escorts_item_fresh_item(value: str) -> GloomhavenStateEscortsItemFreshItem:
    if value in GLOOMHAVEN_STATE_ESCORTS_ITEM_FRESH_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_ESCORTS_ITEM_FRESH_ITEM_VALUES!r}")
