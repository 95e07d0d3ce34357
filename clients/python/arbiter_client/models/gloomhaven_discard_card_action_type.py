from typing import Literal

GloomhavenDiscardCardActionType = Literal['discard_card']

GLOOMHAVEN_DISCARD_CARD_ACTION_TYPE_VALUES: set[GloomhavenDiscardCardActionType] = { 'discard_card',  }

def check_gloomhaven_discard_card_action_type(value: str) -> GloomhavenDiscardCardActionType:
    if value in GLOOMHAVEN_DISCARD_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DISCARD_CARD_ACTION_TYPE_VALUES!r}")
