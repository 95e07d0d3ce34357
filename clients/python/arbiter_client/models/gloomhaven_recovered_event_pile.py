from typing import Literal

GloomhavenRecoveredEventPile = Literal['discard', 'lost']

GLOOMHAVEN_RECOVERED_EVENT_PILE_VALUES: set[GloomhavenRecoveredEventPile] = { 'discard', 'lost',  }

def check_gloomhaven_recovered_event_pile(value: str) -> GloomhavenRecoveredEventPile:
    if value in GLOOMHAVEN_RECOVERED_EVENT_PILE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RECOVERED_EVENT_PILE_VALUES!r}")
