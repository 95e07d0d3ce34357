from typing import Literal

GloomhavenAddTargetActionType = Literal['add_target']

GLOOMHAVEN_ADD_TARGET_ACTION_TYPE_VALUES: set[GloomhavenAddTargetActionType] = { 'add_target',  }

def check_gloomhaven_add_target_action_type(value: str) -> GloomhavenAddTargetActionType:
    if value in GLOOMHAVEN_ADD_TARGET_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ADD_TARGET_ACTION_TYPE_VALUES!r}")
