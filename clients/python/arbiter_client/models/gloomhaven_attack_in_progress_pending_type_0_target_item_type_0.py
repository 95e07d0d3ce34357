from typing import Literal

GloomhavenAttackInProgressPendingType0TargetItemType0 = Literal['character', 'escort', 'monster', 'summon']

GLOOMHAVEN_ATTACK_IN_PROGRESS_PENDING_TYPE_0_TARGET_ITEM_TYPE_0_VALUES: set[GloomhavenAttackInProgressPendingType0TargetItemType0] = { 'character', 'escort', 'monster', 'summon',  }

def check_gloomhaven_attack_in_progress_pending_type_0_target_item_type_0(value: str) -> GloomhavenAttackInProgressPendingType0TargetItemType0:
    if value in GLOOMHAVEN_ATTACK_IN_PROGRESS_PENDING_TYPE_0_TARGET_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACK_IN_PROGRESS_PENDING_TYPE_0_TARGET_ITEM_TYPE_0_VALUES!r}")
