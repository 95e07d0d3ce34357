from typing import Literal

GloomhavenMonsterLootedEventType = Literal['monster_looted']

GLOOMHAVEN_MONSTER_LOOTED_EVENT_TYPE_VALUES: set[GloomhavenMonsterLootedEventType] = { 'monster_looted',  }

def check_gloomhaven_monster_looted_event_type(value: str) -> GloomhavenMonsterLootedEventType:
    if value in GLOOMHAVEN_MONSTER_LOOTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_LOOTED_EVENT_TYPE_VALUES!r}")
