from typing import Literal

GloomhavenMonsterTurnInProgressForcedItemKind = Literal['pull', 'push']

GLOOMHAVEN_MONSTER_TURN_IN_PROGRESS_FORCED_ITEM_KIND_VALUES: set[GloomhavenMonsterTurnInProgressForcedItemKind] = { 'pull', 'push',  }

def check_gloomhaven_monster_turn_in_progress_forced_item_kind(value: str) -> GloomhavenMonsterTurnInProgressForcedItemKind:
    if value in GLOOMHAVEN_MONSTER_TURN_IN_PROGRESS_FORCED_ITEM_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_TURN_IN_PROGRESS_FORCED_ITEM_KIND_VALUES!r}")
