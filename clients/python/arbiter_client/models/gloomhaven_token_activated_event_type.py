from typing import Literal

GloomhavenTokenActivatedEventType = Literal['token_activated']

GLOOMHAVEN_TOKEN_ACTIVATED_EVENT_TYPE_VALUES: set[GloomhavenTokenActivatedEventType] = { 'token_activated',  }

def check_gloomhaven_token_activated_event_type(value: str) -> GloomhavenTokenActivatedEventType:
    if value in GLOOMHAVEN_TOKEN_ACTIVATED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TOKEN_ACTIVATED_EVENT_TYPE_VALUES!r}")
