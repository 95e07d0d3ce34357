from typing import Literal

GloomhavenObjectiveSummonedEventType = Literal['objective_summoned']

GLOOMHAVEN_OBJECTIVE_SUMMONED_EVENT_TYPE_VALUES: set[GloomhavenObjectiveSummonedEventType] = { 'objective_summoned',  }

def check_gloomhaven_objective_summoned_event_type(value: str) -> GloomhavenObjectiveSummonedEventType:
    if value in GLOOMHAVEN_OBJECTIVE_SUMMONED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OBJECTIVE_SUMMONED_EVENT_TYPE_VALUES!r}")
