from typing import Literal

GloomhavenTrapSprungEventType = Literal['trap_sprung']

GLOOMHAVEN_TRAP_SPRUNG_EVENT_TYPE_VALUES: set[GloomhavenTrapSprungEventType] = { 'trap_sprung',  }

def check_gloomhaven_trap_sprung_event_type(value: str) -> GloomhavenTrapSprungEventType:
    if value in GLOOMHAVEN_TRAP_SPRUNG_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TRAP_SPRUNG_EVENT_TYPE_VALUES!r}")
