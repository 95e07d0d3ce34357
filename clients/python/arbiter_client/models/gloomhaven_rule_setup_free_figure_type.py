from typing import Literal

GloomhavenRuleSetupFreeFigureType = Literal['free_figure']

GLOOMHAVEN_RULE_SETUP_FREE_FIGURE_TYPE_VALUES: set[GloomhavenRuleSetupFreeFigureType] = { 'free_figure',  }

def check_gloomhaven_rule_setup_free_figure_type(value: str) -> GloomhavenRuleSetupFreeFigureType:
    if value in GLOOMHAVEN_RULE_SETUP_FREE_FIGURE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_FREE_FIGURE_TYPE_VALUES!r}")
