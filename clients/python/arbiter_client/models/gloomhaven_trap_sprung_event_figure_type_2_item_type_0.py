from typing import Literal

GloomhavenTrapSprungEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenTrapSprungEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_trap_sprung_event_figure_type_2_item_type_0(value: str) -> GloomhavenTrapSprungEventFigureType2ItemType0:
    if value in GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
