from typing import Literal

GloomhavenAbilityDamageConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_DAMAGE_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityDamageConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_damage_conditions_item(value: str) -> GloomhavenAbilityDamageConditionsItem:
    if value in GLOOMHAVEN_ABILITY_DAMAGE_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DAMAGE_CONDITIONS_ITEM_VALUES!r}")
