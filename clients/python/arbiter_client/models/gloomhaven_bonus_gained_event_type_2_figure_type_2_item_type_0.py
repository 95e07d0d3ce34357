from typing import Literal

GloomhavenBonusGainedEventType2FigureType2ItemType0 = Literal['escort']

GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_2_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenBonusGainedEventType2FigureType2ItemType0] = { 'escort',  }

def check_gloomhaven_bonus_gained_event_type_2_figure_type_2_item_type_0(value: str) -> GloomhavenBonusGainedEventType2FigureType2ItemType0:
    if value in GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_2_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_2_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
