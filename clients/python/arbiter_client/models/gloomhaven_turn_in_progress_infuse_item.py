from typing import Literal

GloomhavenTurnInProgressInfuseItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_TURN_IN_PROGRESS_INFUSE_ITEM_VALUES: set[GloomhavenTurnInProgressInfuseItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_turn_in_progress_infuse_item(value: str) -> GloomhavenTurnInProgressInfuseItem:
    if value in GLOOMHAVEN_TURN_IN_PROGRESS_INFUSE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TURN_IN_PROGRESS_INFUSE_ITEM_VALUES!r}")
