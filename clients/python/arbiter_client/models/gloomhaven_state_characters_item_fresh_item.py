from typing import Literal

GloomhavenStateCharactersItemFreshItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_CHARACTERS_ITEM_FRESH_ITEM_VALUES: set[GloomhavenStateCharactersItemFreshItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_characters_item_fresh_item(value: str) -> GloomhavenStateCharactersItemFreshItem:
    if value in GLOOMHAVEN_STATE_CHARACTERS_ITEM_FRESH_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_CHARACTERS_ITEM_FRESH_ITEM_VALUES!r}")
