from typing import Literal

GloomhavenModifierShuffledInEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenModifierShuffledInEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_modifier_shuffled_in_event_figure_type_0_item_type_0(value: str) -> GloomhavenModifierShuffledInEventFigureType0ItemType0:
    if value in GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
