from typing import Literal

GloomhavenAbilityHealConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_HEAL_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityHealConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_heal_conditions_item(value: str) -> GloomhavenAbilityHealConditionsItem:
    if value in GLOOMHAVEN_ABILITY_HEAL_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_HEAL_CONDITIONS_ITEM_VALUES!r}")
