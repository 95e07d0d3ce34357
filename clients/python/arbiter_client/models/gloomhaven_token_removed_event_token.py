from typing import Literal

GloomhavenTokenRemovedEventToken = Literal['obstacle', 'trap']

GLOOMHAVEN_TOKEN_REMOVED_EVENT_TOKEN_VALUES: set[GloomhavenTokenRemovedEventToken] = { 'obstacle', 'trap',  }

def check_gloomhaven_token_removed_event_token(value: str) -> GloomhavenTokenRemovedEventToken:
    if value in GLOOMHAVEN_TOKEN_REMOVED_EVENT_TOKEN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TOKEN_REMOVED_EVENT_TOKEN_VALUES!r}")
