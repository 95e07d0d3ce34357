from typing import Literal

GloomhavenProtectFigureDecisionKind = Literal['protect_figure']

GLOOMHAVEN_PROTECT_FIGURE_DECISION_KIND_VALUES: set[GloomhavenProtectFigureDecisionKind] = { 'protect_figure',  }

def check_gloomhaven_protect_figure_decision_kind(value: str) -> GloomhavenProtectFigureDecisionKind:
    if value in GLOOMHAVEN_PROTECT_FIGURE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PROTECT_FIGURE_DECISION_KIND_VALUES!r}")
