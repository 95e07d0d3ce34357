from typing import Literal

GloomhavenViewMonstersItemFreshItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_MONSTERS_ITEM_FRESH_ITEM_VALUES: set[GloomhavenViewMonstersItemFreshItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_monsters_item_fresh_item(value: str) -> GloomhavenViewMonstersItemFreshItem:
    if value in GLOOMHAVEN_VIEW_MONSTERS_ITEM_FRESH_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_MONSTERS_ITEM_FRESH_ITEM_VALUES!r}")
