from typing import Literal

GloomhavenShortRestCardActionType = Literal['short_rest_card']

GLOOMHAVEN_SHORT_REST_CARD_ACTION_TYPE_VALUES: set[GloomhavenShortRestCardActionType] = { 'short_rest_card',  }

def check_gloomhaven_short_rest_card_action_type(value: str) -> GloomhavenShortRestCardActionType:
    if value in GLOOMHAVEN_SHORT_REST_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SHORT_REST_CARD_ACTION_TYPE_VALUES!r}")
