from typing import Literal

GloomhavenSummonRemovedEventFigureItemType0 = Literal['summon']

GLOOMHAVEN_SUMMON_REMOVED_EVENT_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenSummonRemovedEventFigureItemType0] = { 'summon',  }

def check_gloomhaven_summon_removed_event_figure_item_type_0(value: str) -> GloomhavenSummonRemovedEventFigureItemType0:
    if value in GLOOMHAVEN_SUMMON_REMOVED_EVENT_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUMMON_REMOVED_EVENT_FIGURE_ITEM_TYPE_0_VALUES!r}")
