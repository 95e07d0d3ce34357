from typing import Literal

GloomhavenAbilitySkippedEventType1FigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenAbilitySkippedEventType1FigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_ability_skipped_event_type_1_figure_type_3_item_type_0(value: str) -> GloomhavenAbilitySkippedEventType1FigureType3ItemType0:
    if value in GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
