from typing import Literal

GloomhavenViewSummonsItemFreshItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_SUMMONS_ITEM_FRESH_ITEM_VALUES: set[GloomhavenViewSummonsItemFreshItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_summons_item_fresh_item(value: str) -> GloomhavenViewSummonsItemFreshItem:
    if value in GLOOMHAVEN_VIEW_SUMMONS_ITEM_FRESH_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_SUMMONS_ITEM_FRESH_ITEM_VALUES!r}")
