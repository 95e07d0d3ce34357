from typing import Literal

GloomhavenSummonConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_SUMMON_CONDITIONS_ITEM_VALUES: set[GloomhavenSummonConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_summon_conditions_item(value: str) -> GloomhavenSummonConditionsItem:
    if value in GLOOMHAVEN_SUMMON_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUMMON_CONDITIONS_ITEM_VALUES!r}")
