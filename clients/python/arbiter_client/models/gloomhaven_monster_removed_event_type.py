from typing import Literal

GloomhavenMonsterRemovedEventType = Literal['monster_removed']

GLOOMHAVEN_MONSTER_REMOVED_EVENT_TYPE_VALUES: set[GloomhavenMonsterRemovedEventType] = { 'monster_removed',  }

def check_gloomhaven_monster_removed_event_type(value: str) -> GloomhavenMonsterRemovedEventType:
    if value in GLOOMHAVEN_MONSTER_REMOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_REMOVED_EVENT_TYPE_VALUES!r}")
