from typing import Literal

GloomhavenProtectFigureDecisionFigureItemType0 = Literal['escort', 'objective']

GLOOMHAVEN_PROTECT_FIGURE_DECISION_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenProtectFigureDecisionFigureItemType0] = { 'escort', 'objective',  }

def check_gloomhaven_protect_figure_decision_figure_item_type_0(value: str) -> GloomhavenProtectFigureDecisionFigureItemType0:
    if value in GLOOMHAVEN_PROTECT_FIGURE_DECISION_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PROTECT_FIGURE_DECISION_FIGURE_ITEM_TYPE_0_VALUES!r}")
