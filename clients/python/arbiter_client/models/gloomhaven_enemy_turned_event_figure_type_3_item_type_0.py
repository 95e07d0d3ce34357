from typing import Literal

GloomhavenEnemyTurnedEventFigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenEnemyTurnedEventFigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_enemy_turned_event_figure_type_3_item_type_0(value: str) -> GloomhavenEnemyTurnedEventFigureType3ItemType0:
    if value in GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
