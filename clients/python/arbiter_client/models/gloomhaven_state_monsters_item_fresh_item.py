from typing import Literal

GloomhavenStateMonstersItemFreshItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_MONSTERS_ITEM_FRESH_ITEM_VALUES: set[GloomhavenStateMonstersItemFreshItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_monsters_item_fresh_item(value: str) -> GloomhavenStateMonstersItemFreshItem:
    if value in GLOOMHAVEN_STATE_MONSTERS_ITEM_FRESH_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_MONSTERS_ITEM_FRESH_ITEM_VALUES!r}")
