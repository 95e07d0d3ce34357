from typing import Literal

GloomhavenTurnEndedEventType = Literal['turn_ended']

GLOOMHAVEN_TURN_ENDED_EVENT_TYPE_VALUES: set[GloomhavenTurnEndedEventType] = { 'turn_ended',  }

def check_gloomhaven_turn_ended_event_type(value: str) -> GloomhavenTurnEndedEventType:
    if value in GLOOMHAVEN_TURN_ENDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TURN_ENDED_EVENT_TYPE_VALUES!r}")
