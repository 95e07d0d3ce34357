from typing import Literal

GloomhavenAttackInProgressGearOnceItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_ATTACK_IN_PROGRESS_GEAR_ONCE_ITEM_VALUES: set[GloomhavenAttackInProgressGearOnceItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_attack_in_progress_gear_once_item(value: str) -> GloomhavenAttackInProgressGearOnceItem:
    if value in GLOOMHAVEN_ATTACK_IN_PROGRESS_GEAR_ONCE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACK_IN_PROGRESS_GEAR_ONCE_ITEM_VALUES!r}")
