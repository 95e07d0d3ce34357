from typing import Literal

GloomhavenRuleLossAnyExhaustedType = Literal['any_exhausted']

GLOOMHAVEN_RULE_LOSS_ANY_EXHAUSTED_TYPE_VALUES: set[GloomhavenRuleLossAnyExhaustedType] = { 'any_exhausted',  }

def check_gloomhaven_rule_loss_any_exhausted_type(value: str) -> GloomhavenRuleLossAnyExhaustedType:
    if value in GLOOMHAVEN_RULE_LOSS_ANY_EXHAUSTED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_ANY_EXHAUSTED_TYPE_VALUES!r}")
