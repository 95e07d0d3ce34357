from typing import Literal

GloomhavenRemoveMonsterActionType = Literal['remove_monster']

GLOOMHAVEN_REMOVE_MONSTER_ACTION_TYPE_VALUES: set[GloomhavenRemoveMonsterActionType] = { 'remove_monster',  }

def check_gloomhaven_remove_monster_action_type(value: str) -> GloomhavenRemoveMonsterActionType:
    if value in GLOOMHAVEN_REMOVE_MONSTER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_REMOVE_MONSTER_ACTION_TYPE_VALUES!r}")
