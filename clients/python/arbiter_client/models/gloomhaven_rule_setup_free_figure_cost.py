from typing import Literal

GloomhavenRuleSetupFreeFigureCost = Literal['action']

GLOOMHAVEN_RULE_SETUP_FREE_FIGURE_COST_VALUES: set[GloomhavenRuleSetupFreeFigureCost] = { 'action',  }

def check_gloomhaven_rule_setup_free_figure_cost(value: str) -> GloomhavenRuleSetupFreeFigureCost:
    if value in GLOOMHAVEN_RULE_SETUP_FREE_FIGURE_COST_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_FREE_FIGURE_COST_VALUES!r}")
