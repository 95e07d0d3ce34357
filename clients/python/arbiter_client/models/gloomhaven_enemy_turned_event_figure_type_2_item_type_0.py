from typing import Literal

GloomhavenEnemyTurnedEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenEnemyTurnedEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_enemy_turned_event_figure_type_2_item_type_0(value: str) -> GloomhavenEnemyTurnedEventFigureType2ItemType0:
    if value in GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
