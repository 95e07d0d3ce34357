from typing import Literal

GloomhavenEscortTurnEventType = Literal['escort_turn']

GLOOMHAVEN_ESCORT_TURN_EVENT_TYPE_VALUES: set[GloomhavenEscortTurnEventType] = { 'escort_turn',  }

def check_gloomhaven_escort_turn_event_type(value: str) -> GloomhavenEscortTurnEventType:
    if value in GLOOMHAVEN_ESCORT_TURN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ESCORT_TURN_EVENT_TYPE_VALUES!r}")
