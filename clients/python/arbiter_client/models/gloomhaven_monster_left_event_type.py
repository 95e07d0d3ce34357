from typing import Literal

GloomhavenMonsterLeftEventType = Literal['monster_left']

GLOOMHAVEN_MONSTER_LEFT_EVENT_TYPE_VALUES: set[GloomhavenMonsterLeftEventType] = { 'monster_left',  }

def check_gloomhaven_monster_left_event_type(value: str) -> GloomhavenMonsterLeftEventType:
    if value in GLOOMHAVEN_MONSTER_LEFT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_LEFT_EVENT_TYPE_VALUES!r}")
