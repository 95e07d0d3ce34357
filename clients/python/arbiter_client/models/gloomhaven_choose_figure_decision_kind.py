from typing import Literal

GloomhavenChooseFigureDecisionKind = Literal['choose_figure']

GLOOMHAVEN_CHOOSE_FIGURE_DECISION_KIND_VALUES: set[GloomhavenChooseFigureDecisionKind] = { 'choose_figure',  }

def check_gloomhaven_choose_figure_decision_kind(value: str) -> GloomhavenChooseFigureDecisionKind:
    if value in GLOOMHAVEN_CHOOSE_FIGURE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_FIGURE_DECISION_KIND_VALUES!r}")
