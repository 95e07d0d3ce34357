from typing import Literal

GloomhavenComponentsConditionsItem = Literal['disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_COMPONENTS_CONDITIONS_ITEM_VALUES: set[GloomhavenComponentsConditionsItem] = { 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_components_conditions_item(value: str) -> GloomhavenComponentsConditionsItem:
    if value in GLOOMHAVEN_COMPONENTS_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPONENTS_CONDITIONS_ITEM_VALUES!r}")
