from typing import Literal

GloomhavenAbilityKillTargetConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_KILL_TARGET_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityKillTargetConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_kill_target_conditions_item(value: str) -> GloomhavenAbilityKillTargetConditionsItem:
    if value in GLOOMHAVEN_ABILITY_KILL_TARGET_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_KILL_TARGET_CONDITIONS_ITEM_VALUES!r}")
