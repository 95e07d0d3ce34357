from typing import Literal

GloomhavenRuleLossFigureDiesMatch = Literal['prefix']

GLOOMHAVEN_RULE_LOSS_FIGURE_DIES_MATCH_VALUES: set[GloomhavenRuleLossFigureDiesMatch] = { 'prefix',  }

def check_gloomhaven_rule_loss_figure_dies_match(value: str) -> GloomhavenRuleLossFigureDiesMatch:
    if value in GLOOMHAVEN_RULE_LOSS_FIGURE_DIES_MATCH_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_FIGURE_DIES_MATCH_VALUES!r}")
