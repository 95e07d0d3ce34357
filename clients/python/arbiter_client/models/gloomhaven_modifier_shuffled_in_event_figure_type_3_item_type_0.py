from typing import Literal

GloomhavenModifierShuffledInEventFigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenModifierShuffledInEventFigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_modifier_shuffled_in_event_figure_type_3_item_type_0(value: str) -> GloomhavenModifierShuffledInEventFigureType3ItemType0:
    if value in GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
