from typing import Literal

GloomhavenRuleLossFigureDiesType = Literal['figure_dies']

GLOOMHAVEN_RULE_LOSS_FIGURE_DIES_TYPE_VALUES: set[GloomhavenRuleLossFigureDiesType] = { 'figure_dies',  }

def check_gloomhaven_rule_loss_figure_dies_type(value: str) -> GloomhavenRuleLossFigureDiesType:
    if value in GLOOMHAVEN_RULE_LOSS_FIGURE_DIES_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_FIGURE_DIES_TYPE_VALUES!r}")
