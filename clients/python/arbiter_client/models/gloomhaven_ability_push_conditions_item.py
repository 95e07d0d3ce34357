from typing import Literal

GloomhavenAbilityPushConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_PUSH_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityPushConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_push_conditions_item(value: str) -> GloomhavenAbilityPushConditionsItem:
    if value in GLOOMHAVEN_ABILITY_PUSH_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_PUSH_CONDITIONS_ITEM_VALUES!r}")
