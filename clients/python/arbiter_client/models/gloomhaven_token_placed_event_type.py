from typing import Literal

GloomhavenTokenPlacedEventType = Literal['token_placed']

GLOOMHAVEN_TOKEN_PLACED_EVENT_TYPE_VALUES: set[GloomhavenTokenPlacedEventType] = { 'token_placed',  }

def check_gloomhaven_token_placed_event_type(value: str) -> GloomhavenTokenPlacedEventType:
    if value in GLOOMHAVEN_TOKEN_PLACED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TOKEN_PLACED_EVENT_TYPE_VALUES!r}")
