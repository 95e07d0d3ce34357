from typing import Literal

GloomhavenFreeFigureActionHalf = Literal['bottom', 'top']

GLOOMHAVEN_FREE_FIGURE_ACTION_HALF_VALUES: set[GloomhavenFreeFigureActionHalf] = { 'bottom', 'top',  }

def check_gloomhaven_free_figure_action_half(value: str) -> GloomhavenFreeFigureActionHalf:
    if value in GLOOMHAVEN_FREE_FIGURE_ACTION_HALF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FREE_FIGURE_ACTION_HALF_VALUES!r}")
