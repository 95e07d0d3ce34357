from typing import Literal

GloomhavenPushStepActionType = Literal['push_step']

GLOOMHAVEN_PUSH_STEP_ACTION_TYPE_VALUES: set[GloomhavenPushStepActionType] = { 'push_step',  }

def check_gloomhaven_push_step_action_type(value: str) -> GloomhavenPushStepActionType:
    if value in GLOOMHAVEN_PUSH_STEP_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PUSH_STEP_ACTION_TYPE_VALUES!r}")
