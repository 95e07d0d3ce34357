from typing import Literal

GloomhavenTrapSprungEventFigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenTrapSprungEventFigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_trap_sprung_event_figure_type_3_item_type_0(value: str) -> GloomhavenTrapSprungEventFigureType3ItemType0:
    if value in GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
