from typing import Literal

GloomhavenRuleSetupProtectFigureCost = Literal['hand_card']

GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_COST_VALUES: set[GloomhavenRuleSetupProtectFigureCost] = { 'hand_card',  }

def check_gloomhaven_rule_setup_protect_figure_cost(value: str) -> GloomhavenRuleSetupProtectFigureCost:
    if value in GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_COST_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_COST_VALUES!r}")
