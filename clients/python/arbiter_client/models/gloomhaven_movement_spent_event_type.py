from typing import Literal

GloomhavenMovementSpentEventType = Literal['movement_spent']

GLOOMHAVEN_MOVEMENT_SPENT_EVENT_TYPE_VALUES: set[GloomhavenMovementSpentEventType] = { 'movement_spent',  }

def check_gloomhaven_movement_spent_event_type(value: str) -> GloomhavenMovementSpentEventType:
    if value in GLOOMHAVEN_MOVEMENT_SPENT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVEMENT_SPENT_EVENT_TYPE_VALUES!r}")
