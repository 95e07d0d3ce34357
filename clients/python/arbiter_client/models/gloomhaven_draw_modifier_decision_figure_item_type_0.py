from typing import Literal

GloomhavenDrawModifierDecisionFigureItemType0 = Literal['character', 'escort', 'monster', 'summon']

GLOOMHAVEN_DRAW_MODIFIER_DECISION_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenDrawModifierDecisionFigureItemType0] = { 'character', 'escort', 'monster', 'summon',  }

def check_gloomhaven_draw_modifier_decision_figure_item_type_0(value: str) -> GloomhavenDrawModifierDecisionFigureItemType0:
    if value in GLOOMHAVEN_DRAW_MODIFIER_DECISION_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DRAW_MODIFIER_DECISION_FIGURE_ITEM_TYPE_0_VALUES!r}")
