from typing import Literal

GloomhavenStateEscortsItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_ESCORTS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenStateEscortsItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_escorts_item_conditions_item(value: str) -> GloomhavenStateEscortsItemConditionsItem:
    if value in GLOOMHAVEN_STATE_ESCORTS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_ESCORTS_ITEM_CONDITIONS_ITEM_VALUES!r}")
