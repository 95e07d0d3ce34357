from typing import Literal

GloomhavenViewCharactersItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_CHARACTERS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenViewCharactersItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_characters_item_conditions_item(value: str) -> GloomhavenViewCharactersItemConditionsItem:
    if value in GLOOMHAVEN_VIEW_CHARACTERS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_CHARACTERS_ITEM_CONDITIONS_ITEM_VALUES!r}")
