from typing import Literal

GloomhavenStateMonstersItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_STATE_MONSTERS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenStateMonstersItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_state_monsters_item_conditions_item(value: str) -> GloomhavenStateMonstersItemConditionsItem:
    if value in GLOOMHAVEN_STATE_MONSTERS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_MONSTERS_ITEM_CONDITIONS_ITEM_VALUES!r}")
