from typing import Literal

GloomhavenStateDyingItemConditionsItem = Literal['muddle', 'strengthen']

GLOOMHAVEN_STATE_DYING_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenStateDyingItemConditionsItem] = { 'muddle', 'strengthen',  }

def check_gloomhaven_state_dying_item_conditions_item(value: str) -> GloomhavenStateDyingItemConditionsItem:
    if value in GLOOMHAVEN_STATE_DYING_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_DYING_ITEM_CONDITIONS_ITEM_VALUES!r}")
