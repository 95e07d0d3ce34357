from typing import Literal

GloomhavenDamageSufferedEventFigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenDamageSufferedEventFigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_damage_suffered_event_figure_type_3_item_type_0(value: str) -> GloomhavenDamageSufferedEventFigureType3ItemType0:
    if value in GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
