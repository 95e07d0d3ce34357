from typing import Literal

GloomhavenTrapCreatedEventType = Literal['trap_created']

GLOOMHAVEN_TRAP_CREATED_EVENT_TYPE_VALUES: set[GloomhavenTrapCreatedEventType] = { 'trap_created',  }

def check_gloomhaven_trap_created_event_type(value: str) -> GloomhavenTrapCreatedEventType:
    if value in GLOOMHAVEN_TRAP_CREATED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TRAP_CREATED_EVENT_TYPE_VALUES!r}")
