from typing import Literal

GloomhavenAttackInProgressAttackerItemType0 = Literal['character', 'escort', 'monster', 'summon']

GLOOMHAVEN_ATTACK_IN_PROGRESS_ATTACKER_ITEM_TYPE_0_VALUES: set[GloomhavenAttackInProgressAttackerItemType0] = { 'character', 'escort', 'monster', 'summon',  }

def check_gloomhaven_attack_in_progress_attacker_item_type_0(value: str) -> GloomhavenAttackInProgressAttackerItemType0:
    if value in GLOOMHAVEN_ATTACK_IN_PROGRESS_ATTACKER_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACK_IN_PROGRESS_ATTACKER_ITEM_TYPE_0_VALUES!r}")
