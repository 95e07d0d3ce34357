from typing import Literal

GloomhavenModifierShuffledInEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenModifierShuffledInEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_modifier_shuffled_in_event_figure_type_2_item_type_0(value: str) -> GloomhavenModifierShuffledInEventFigureType2ItemType0:
    if value in GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
