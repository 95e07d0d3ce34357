from typing import Literal

GloomhavenViewEscortsItemFreshItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_ESCORTS_ITEM_FRESH_ITEM_VALUES: set[GloomhavenViewEscortsItemFreshItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_escorts_item_fresh_item(value: str) -> GloomhavenViewEscortsItemFreshItem:
    if value in GLOOMHAVEN_VIEW_ESCORTS_ITEM_FRESH_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_ESCORTS_ITEM_FRESH_ITEM_VALUES!r}")
