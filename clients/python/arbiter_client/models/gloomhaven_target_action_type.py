from typing import Literal

GloomhavenTargetActionType = Literal['target']

GLOOMHAVEN_TARGET_ACTION_TYPE_VALUES: set[GloomhavenTargetActionType] = { 'target',  }

def check_gloomhaven_target_action_type(value: str) -> GloomhavenTargetActionType:
    if value in GLOOMHAVEN_TARGET_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TARGET_ACTION_TYPE_VALUES!r}")
