from typing import Literal

GloomhavenDamageSufferedEventFigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenDamageSufferedEventFigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_damage_suffered_event_figure_type_1_item_type_0(value: str) -> GloomhavenDamageSufferedEventFigureType1ItemType0:
    if value in GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
