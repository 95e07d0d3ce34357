from typing import Literal

GloomhavenModifiersConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_MODIFIERS_CONDITIONS_ITEM_VALUES: set[GloomhavenModifiersConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_modifiers_conditions_item(value: str) -> GloomhavenModifiersConditionsItem:
    if value in GLOOMHAVEN_MODIFIERS_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIERS_CONDITIONS_ITEM_VALUES!r}")
