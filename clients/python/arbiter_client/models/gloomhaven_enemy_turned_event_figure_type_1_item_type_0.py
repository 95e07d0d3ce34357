from typing import Literal

GloomhavenEnemyTurnedEventFigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenEnemyTurnedEventFigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_enemy_turned_event_figure_type_1_item_type_0(value: str) -> GloomhavenEnemyTurnedEventFigureType1ItemType0:
    if value in GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ENEMY_TURNED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
