from typing import Literal

GloomhavenFigureSide = Literal['character', 'monster']

GLOOMHAVEN_FIGURE_SIDE_VALUES: set[GloomhavenFigureSide] = { 'character', 'monster',  }

def check_gloomhaven_figure_side(value: str) -> GloomhavenFigureSide:
    if value in GLOOMHAVEN_FIGURE_SIDE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FIGURE_SIDE_VALUES!r}")
