from typing import Literal

GloomhavenFreeFigureActionType = Literal['free_figure']

GLOOMHAVEN_FREE_FIGURE_ACTION_TYPE_VALUES: set[GloomhavenFreeFigureActionType] = { 'free_figure',  }

def check_gloomhaven_free_figure_action_type(value: str) -> GloomhavenFreeFigureActionType:
    if value in GLOOMHAVEN_FREE_FIGURE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FREE_FIGURE_ACTION_TYPE_VALUES!r}")
