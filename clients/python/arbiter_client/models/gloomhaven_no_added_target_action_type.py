from typing import Literal

GloomhavenNoAddedTargetActionType = Literal['no_added_target']

GLOOMHAVEN_NO_ADDED_TARGET_ACTION_TYPE_VALUES: set[GloomhavenNoAddedTargetActionType] = { 'no_added_target',  }

def check_gloomhaven_no_added_target_action_type(value: str) -> GloomhavenNoAddedTargetActionType:
    if value in GLOOMHAVEN_NO_ADDED_TARGET_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_NO_ADDED_TARGET_ACTION_TYPE_VALUES!r}")
