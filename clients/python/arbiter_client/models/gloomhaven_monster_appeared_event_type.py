from typing import Literal

GloomhavenMonsterAppearedEventType = Literal['monster_appeared']

GLOOMHAVEN_MONSTER_APPEARED_EVENT_TYPE_VALUES: set[GloomhavenMonsterAppearedEventType] = { 'monster_appeared',  }

def check_gloomhaven_monster_appeared_event_type(value: str) -> GloomhavenMonsterAppearedEventType:
    if value in GLOOMHAVEN_MONSTER_APPEARED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_APPEARED_EVENT_TYPE_VALUES!r}")
