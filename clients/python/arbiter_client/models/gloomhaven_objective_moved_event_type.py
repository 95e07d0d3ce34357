from typing import Literal

GloomhavenObjectiveMovedEventType = Literal['objective_moved']

GLOOMHAVEN_OBJECTIVE_MOVED_EVENT_TYPE_VALUES: set[GloomhavenObjectiveMovedEventType] = { 'objective_moved',  }

def check_gloomhaven_objective_moved_event_type(value: str) -> GloomhavenObjectiveMovedEventType:
    if value in GLOOMHAVEN_OBJECTIVE_MOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OBJECTIVE_MOVED_EVENT_TYPE_VALUES!r}")
