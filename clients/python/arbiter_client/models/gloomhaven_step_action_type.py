from typing import Literal

GloomhavenStepActionType = Literal['step']

GLOOMHAVEN_STEP_ACTION_TYPE_VALUES: set[GloomhavenStepActionType] = { 'step',  }

def check_gloomhaven_step_action_type(value: str) -> GloomhavenStepActionType:
    if value in GLOOMHAVEN_STEP_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STEP_ACTION_TYPE_VALUES!r}")
