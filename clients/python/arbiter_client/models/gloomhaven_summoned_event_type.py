from typing import Literal

GloomhavenSummonedEventType = Literal['summoned']

GLOOMHAVEN_SUMMONED_EVENT_TYPE_VALUES: set[GloomhavenSummonedEventType] = { 'summoned',  }

def check_gloomhaven_summoned_event_type(value: str) -> GloomhavenSummonedEventType:
    if value in GLOOMHAVEN_SUMMONED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUMMONED_EVENT_TYPE_VALUES!r}")
