from typing import Literal

GloomhavenBonusGainedEventType1FigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_1_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenBonusGainedEventType1FigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_bonus_gained_event_type_1_figure_type_1_item_type_0(value: str) -> GloomhavenBonusGainedEventType1FigureType1ItemType0:
    if value in GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_1_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_1_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
