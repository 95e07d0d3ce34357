from typing import Literal

GloomhavenChooseFigureActionType = Literal['choose_figure']

GLOOMHAVEN_CHOOSE_FIGURE_ACTION_TYPE_VALUES: set[GloomhavenChooseFigureActionType] = { 'choose_figure',  }

def check_gloomhaven_choose_figure_action_type(value: str) -> GloomhavenChooseFigureActionType:
    if value in GLOOMHAVEN_CHOOSE_FIGURE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_FIGURE_ACTION_TYPE_VALUES!r}")
