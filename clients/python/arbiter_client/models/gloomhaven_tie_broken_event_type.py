from typing import Literal

GloomhavenTieBrokenEventType = Literal['tie_broken']

GLOOMHAVEN_TIE_BROKEN_EVENT_TYPE_VALUES: set[GloomhavenTieBrokenEventType] = { 'tie_broken',  }

def check_gloomhaven_tie_broken_event_type(value: str) -> GloomhavenTieBrokenEventType:
    if value in GLOOMHAVEN_TIE_BROKEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TIE_BROKEN_EVENT_TYPE_VALUES!r}")
