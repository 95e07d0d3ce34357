from typing import Literal

GloomhavenDamageSufferedEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenDamageSufferedEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_damage_suffered_event_figure_type_0_item_type_0(value: str) -> GloomhavenDamageSufferedEventFigureType0ItemType0:
    if value in GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
