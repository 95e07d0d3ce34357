from typing import Literal

GloomhavenTokenPlacedEventToken = Literal['obstacle']

GLOOMHAVEN_TOKEN_PLACED_EVENT_TOKEN_VALUES: set[GloomhavenTokenPlacedEventToken] = { 'obstacle',  }

def check_gloomhaven_token_placed_event_token(value: str) -> GloomhavenTokenPlacedEventToken:
    if value in GLOOMHAVEN_TOKEN_PLACED_EVENT_TOKEN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TOKEN_PLACED_EVENT_TOKEN_VALUES!r}")
