from typing import Literal

GloomhavenMonsterSpawnedEventType = Literal['monster_spawned']

GLOOMHAVEN_MONSTER_SPAWNED_EVENT_TYPE_VALUES: set[GloomhavenMonsterSpawnedEventType] = { 'monster_spawned',  }

def check_gloomhaven_monster_spawned_event_type(value: str) -> GloomhavenMonsterSpawnedEventType:
    if value in GLOOMHAVEN_MONSTER_SPAWNED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_SPAWNED_EVENT_TYPE_VALUES!r}")
