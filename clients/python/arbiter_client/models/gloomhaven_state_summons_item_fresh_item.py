from typing import Literal

GloomhavenStateSummonsItemFreshItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_SUMMONS_ITEM_FRESH_ITEM_VALUES: set[GloomhavenStateSummonsItemFreshItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_summons_item_fresh_item(value: str) -> GloomhavenStateSummonsItemFreshItem:
    if value in GLOOMHAVEN_STATE_SUMMONS_ITEM_FRESH_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_SUMMONS_ITEM_FRESH_ITEM_VALUES!r}")
