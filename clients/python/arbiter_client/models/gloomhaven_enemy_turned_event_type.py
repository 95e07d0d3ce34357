from typing import Literal

GloomhavenEnemyTurnedEventType = Literal['enemy_turned']

GLOOMHAVEN_ENEMY_TURNED_EVENT_TYPE_VALUES: set[GloomhavenEnemyTurnedEventType] = { 'enemy_turned',  }

def check_gloomhaven_enemy_turned_event_type(value: str) -> GloomhavenEnemyTurnedEventType:
    if value in GLOOMHAVEN_ENEMY_TURNED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ENEMY_TURNED_EVENT_TYPE_VALUES!r}")
