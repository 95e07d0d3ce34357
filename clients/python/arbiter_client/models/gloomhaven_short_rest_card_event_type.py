from typing import Literal

GloomhavenShortRestCardEventType = Literal['short_rest_card']

GLOOMHAVEN_SHORT_REST_CARD_EVENT_TYPE_VALUES: set[GloomhavenShortRestCardEventType] = { 'short_rest_card',  }

def check_gloomhaven_short_rest_card_event_type(value: str) -> GloomhavenShortRestCardEventType:
    if value in GLOOMHAVEN_SHORT_REST_CARD_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SHORT_REST_CARD_EVENT_TYPE_VALUES!r}")
