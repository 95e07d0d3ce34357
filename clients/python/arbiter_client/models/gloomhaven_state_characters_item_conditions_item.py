from typing import Literal

GloomhavenStateCharactersItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_CHARACTERS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenStateCharactersItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_characters_item_conditions_item(value: str) -> GloomhavenStateCharactersItemConditionsItem:
    if value in GLOOMHAVEN_STATE_CHARACTERS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_CHARACTERS_ITEM_CONDITIONS_ITEM_VALUES!r}")
