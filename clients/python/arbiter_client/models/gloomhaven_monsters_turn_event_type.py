from typing import Literal

GloomhavenMonstersTurnEventType = Literal['monsters_turn']

GLOOMHAVEN_MONSTERS_TURN_EVENT_TYPE_VALUES: set[GloomhavenMonstersTurnEventType] = { 'monsters_turn',  }

def check_gloomhaven_monsters_turn_event_type(value: str) -> GloomhavenMonstersTurnEventType:
    if value in GLOOMHAVEN_MONSTERS_TURN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTERS_TURN_EVENT_TYPE_VALUES!r}")
