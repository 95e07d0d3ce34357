from typing import Literal

GloomhavenTrapSprungEventFigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenTrapSprungEventFigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_trap_sprung_event_figure_type_1_item_type_0(value: str) -> GloomhavenTrapSprungEventFigureType1ItemType0:
    if value in GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TRAP_SPRUNG_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
