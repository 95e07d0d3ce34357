from typing import Literal

GloomhavenDamageSufferedEventFigureType4ItemType0 = Literal['objective']

GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_4_ITEM_TYPE_0_VALUES: set[GloomhavenDamageSufferedEventFigureType4ItemType0] = { 'objective',  }

def check_gloomhaven_damage_suffered_event_figure_type_4_item_type_0(value: str) -> GloomhavenDamageSufferedEventFigureType4ItemType0:
    if value in GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_4_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_4_ITEM_TYPE_0_VALUES!r}")
