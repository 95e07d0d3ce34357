from typing import Literal

GloomhavenStateSummonsItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_SUMMONS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenStateSummonsItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_summons_item_conditions_item(value: str) -> GloomhavenStateSummonsItemConditionsItem:
    if value in GLOOMHAVEN_STATE_SUMMONS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_SUMMONS_ITEM_CONDITIONS_ITEM_VALUES!r}")
