from typing import Literal

GloomhavenObjectiveDestroyedEventType = Literal['objective_destroyed']

GLOOMHAVEN_OBJECTIVE_DESTROYED_EVENT_TYPE_VALUES: set[GloomhavenObjectiveDestroyedEventType] = { 'objective_destroyed',  }

def check_gloomhaven_objective_destroyed_event_type(value: str) -> GloomhavenObjectiveDestroyedEventType:
    if value in GLOOMHAVEN_OBJECTIVE_DESTROYED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OBJECTIVE_DESTROYED_EVENT_TYPE_VALUES!r}")
