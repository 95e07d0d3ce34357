from typing import Literal

GloomhavenAbilityPullConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ABILITY_PULL_CONDITIONS_ITEM_VALUES: set[GloomhavenAbilityPullConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_ability_pull_conditions_item(value: str) -> GloomhavenAbilityPullConditionsItem:
    if value in GLOOMHAVEN_ABILITY_PULL_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_PULL_CONDITIONS_ITEM_VALUES!r}")
