from typing import Literal

GloomhavenConsumeActionType = Literal['consume']

GLOOMHAVEN_CONSUME_ACTION_TYPE_VALUES: set[GloomhavenConsumeActionType] = { 'consume',  }

def check_gloomhaven_consume_action_type(value: str) -> GloomhavenConsumeActionType:
    if value in GLOOMHAVEN_CONSUME_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONSUME_ACTION_TYPE_VALUES!r}")
