from typing import Literal

GloomhavenMonsterTurnInProgressInfuseItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_MONSTER_TURN_IN_PROGRESS_INFUSE_ITEM_VALUES: set[GloomhavenMonsterTurnInProgressInfuseItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_monster_turn_in_progress_infuse_item(value: str) -> GloomhavenMonsterTurnInProgressInfuseItem:
    if value in GLOOMHAVEN_MONSTER_TURN_IN_PROGRESS_INFUSE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_TURN_IN_PROGRESS_INFUSE_ITEM_VALUES!r}")
