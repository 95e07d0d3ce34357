from typing import Literal

GloomhavenEnemyTurnedEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenEnemyTurnedEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_enemy_turned_event_figure_type_0_item_type_0(value: str) -> GloomhavenEnemyTurnedEventFigureType0ItemType0:
    if value in GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
