from typing import Literal

GloomhavenAbilityBonusTargetConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_BONUS_TARGET_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityBonusTargetConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_bonus_target_conditions_item(value: str) -> GloomhavenAbilityBonusTargetConditionsItem:
    if value in GLOOMHAVEN_ABILITY_BONUS_TARGET_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BONUS_TARGET_CONDITIONS_ITEM_VALUES!r}")
