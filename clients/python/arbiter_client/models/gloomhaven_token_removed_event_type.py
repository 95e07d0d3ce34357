from typing import Literal

GloomhavenTokenRemovedEventType = Literal['token_removed']

GLOOMHAVEN_TOKEN_REMOVED_EVENT_TYPE_VALUES: set[GloomhavenTokenRemovedEventType] = { 'token_removed',  }

def check_gloomhaven_token_removed_event_type(value: str) -> GloomhavenTokenRemovedEventType:
    if value in GLOOMHAVEN_TOKEN_REMOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TOKEN_REMOVED_EVENT_TYPE_VALUES!r}")
