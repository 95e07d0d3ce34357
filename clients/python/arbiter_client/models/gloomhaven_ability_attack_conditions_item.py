from typing import Literal

GloomhavenAbilityAttackConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_ATTACK_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityAttackConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_attack_conditions_item(value: str) -> GloomhavenAbilityAttackConditionsItem:
    if value in GLOOMHAVEN_ABILITY_ATTACK_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ATTACK_CONDITIONS_ITEM_VALUES!r}")
