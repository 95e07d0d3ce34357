from typing import Literal

GloomhavenMonsterKilledEventType = Literal['monster_killed']

GLOOMHAVEN_MONSTER_KILLED_EVENT_TYPE_VALUES: set[GloomhavenMonsterKilledEventType] = { 'monster_killed',  }

def check_gloomhaven_monster_killed_event_type(value: str) -> GloomhavenMonsterKilledEventType:
    if value in GLOOMHAVEN_MONSTER_KILLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_KILLED_EVENT_TYPE_VALUES!r}")
