from typing import Literal

GloomhavenViewCharactersItemFreshItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_CHARACTERS_ITEM_FRESH_ITEM_VALUES: set[GloomhavenViewCharactersItemFreshItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_characters_item_fresh_item(value: str) -> GloomhavenViewCharactersItemFreshItem:
    if value in GLOOMHAVEN_VIEW_CHARACTERS_ITEM_FRESH_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_CHARACTERS_ITEM_FRESH_ITEM_VALUES!r}")
