from typing import Literal

GloomhavenLootedEventType = Literal['looted']

GLOOMHAVEN_LOOTED_EVENT_TYPE_VALUES: set[GloomhavenLootedEventType] = { 'looted',  }

def check_gloomhaven_looted_event_type(value: str) -> GloomhavenLootedEventType:
    if value in GLOOMHAVEN_LOOTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LOOTED_EVENT_TYPE_VALUES!r}")
