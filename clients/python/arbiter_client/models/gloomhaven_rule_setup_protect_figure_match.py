from typing import Literal

GloomhavenRuleSetupProtectFigureMatch = Literal['prefix']

GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_MATCH_VALUES: set[GloomhavenRuleSetupProtectFigureMatch] = { 'prefix',  }

def check_gloomhaven_rule_setup_protect_figure_match(value: str) -> GloomhavenRuleSetupProtectFigureMatch:
    if value in GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_MATCH_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_PROTECT_FIGURE_MATCH_VALUES!r}")
