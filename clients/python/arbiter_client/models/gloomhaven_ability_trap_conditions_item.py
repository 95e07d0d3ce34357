from typing import Literal

GloomhavenAbilityTrapConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_TRAP_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityTrapConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_trap_conditions_item(value: str) -> GloomhavenAbilityTrapConditionsItem:
    if value in GLOOMHAVEN_ABILITY_TRAP_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_TRAP_CONDITIONS_ITEM_VALUES!r}")
