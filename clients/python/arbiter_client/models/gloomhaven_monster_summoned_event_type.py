from typing import Literal

GloomhavenMonsterSummonedEventType = Literal['monster_summoned']

GLOOMHAVEN_MONSTER_SUMMONED_EVENT_TYPE_VALUES: set[GloomhavenMonsterSummonedEventType] = { 'monster_summoned',  }

def check_gloomhaven_monster_summoned_event_type(value: str) -> GloomhavenMonsterSummonedEventType:
    if value in GLOOMHAVEN_MONSTER_SUMMONED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_SUMMONED_EVENT_TYPE_VALUES!r}")
