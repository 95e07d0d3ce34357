from typing import Literal

GloomhavenEndTargetsActionType = Literal['end_targets']

GLOOMHAVEN_END_TARGETS_ACTION_TYPE_VALUES: set[GloomhavenEndTargetsActionType] = { 'end_targets',  }

def check_gloomhaven_end_targets_action_type(value: str) -> GloomhavenEndTargetsActionType:
    if value in GLOOMHAVEN_END_TARGETS_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_END_TARGETS_ACTION_TYPE_VALUES!r}")
