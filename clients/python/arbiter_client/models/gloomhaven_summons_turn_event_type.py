from typing import Literal

GloomhavenSummonsTurnEventType = Literal['summons_turn']

GLOOMHAVEN_SUMMONS_TURN_EVENT_TYPE_VALUES: set[GloomhavenSummonsTurnEventType] = { 'summons_turn',  }

def check_gloomhaven_summons_turn_event_type(value: str) -> GloomhavenSummonsTurnEventType:
    if value in GLOOMHAVEN_SUMMONS_TURN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUMMONS_TURN_EVENT_TYPE_VALUES!r}")
