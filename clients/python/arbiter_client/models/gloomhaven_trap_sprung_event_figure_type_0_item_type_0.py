from typing import Literal

GloomhavenTrapSprungEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenTrapSprungEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_trap_sprung_event_figure_type_0_item_type_0(value: str) -> GloomhavenTrapSprungEventFigureType0ItemType0:
    if value in GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
