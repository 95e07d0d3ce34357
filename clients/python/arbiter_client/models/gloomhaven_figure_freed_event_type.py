from typing import Literal

GloomhavenFigureFreedEventType = Literal['figure_freed']

GLOOMHAVEN_FIGURE_FREED_EVENT_TYPE_VALUES: set[GloomhavenFigureFreedEventType] = { 'figure_freed',  }

def check_gloomhaven_figure_freed_event_type(value: str) -> GloomhavenFigureFreedEventType:
    if value in GLOOMHAVEN_FIGURE_FREED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FIGURE_FREED_EVENT_TYPE_VALUES!r}")
