from typing import Literal

GloomhavenMonsterLootedEventFigureItemType0 = Literal['monster']

GLOOMHAVEN_MONSTER_LOOTED_EVENT_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenMonsterLootedEventFigureItemType0] = { 'monster',  }

def check_gloomhaven_monster_looted_event_figure_item_type_0(value: str) -> GloomhavenMonsterLootedEventFigureItemType0:
    if value in GLOOMHAVEN_MONSTER_LOOTED_EVENT_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_LOOTED_EVENT_FIGURE_ITEM_TYPE_0_VALUES!r}")
