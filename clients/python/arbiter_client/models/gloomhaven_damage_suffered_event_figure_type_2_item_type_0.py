from typing import Literal

GloomhavenDamageSufferedEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenDamageSufferedEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_damage_suffered_event_figure_type_2_item_type_0(value: str) -> GloomhavenDamageSufferedEventFigureType2ItemType0:
    if value in GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
