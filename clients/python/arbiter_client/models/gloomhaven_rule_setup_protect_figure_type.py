from typing import Literal

GloomhavenRuleSetupProtectFigureType = Literal['protect_figure']

GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_TYPE_VALUES: set[GloomhavenRuleSetupProtectFigureType] = { 'protect_figure',  }

def check_gloomhaven_rule_setup_protect_figure_type(value: str) -> GloomhavenRuleSetupProtectFigureType:
    if value in GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_TYPE_VALUES!r}")
