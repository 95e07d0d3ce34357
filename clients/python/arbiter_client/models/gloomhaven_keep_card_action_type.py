from typing import Literal

GloomhavenKeepCardActionType = Literal['keep_card']

GLOOMHAVEN_KEEP_CARD_ACTION_TYPE_VALUES: set[GloomhavenKeepCardActionType] = { 'keep_card',  }

def check_gloomhaven_keep_card_action_type(value: str) -> GloomhavenKeepCardActionType:
    if value in GLOOMHAVEN_KEEP_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_KEEP_CARD_ACTION_TYPE_VALUES!r}")
