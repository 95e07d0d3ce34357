from typing import Literal

GloomhavenRuleLossSacrificedType = Literal['sacrificed']

GLOOMHAVEN_RULE_LOSS_SACRIFICED_TYPE_VALUES: set[GloomhavenRuleLossSacrificedType] = { 'sacrificed',  }

def check_gloomhaven_rule_loss_sacrificed_type(value: str) -> GloomhavenRuleLossSacrificedType:
    if value in GLOOMHAVEN_RULE_LOSS_SACRIFICED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_SACRIFICED_TYPE_VALUES!r}")
