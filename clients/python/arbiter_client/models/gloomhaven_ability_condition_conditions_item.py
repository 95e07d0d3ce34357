from typing import Literal

GloomhavenAbilityConditionConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_CONDITION_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityConditionConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_condition_conditions_item(value: str) -> GloomhavenAbilityConditionConditionsItem:
    if value in GLOOMHAVEN_ABILITY_CONDITION_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONDITION_CONDITIONS_ITEM_VALUES!r}")
