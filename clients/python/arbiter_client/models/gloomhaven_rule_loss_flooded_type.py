from typing import Literal

GloomhavenRuleLossFloodedType = Literal['flooded']

GLOOMHAVEN_RULE_LOSS_FLOODED_TYPE_VALUES: set[GloomhavenRuleLossFloodedType] = { 'flooded',  }

def check_gloomhaven_rule_loss_flooded_type(value: str) -> GloomhavenRuleLossFloodedType:
    if value in GLOOMHAVEN_RULE_LOSS_FLOODED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_FLOODED_TYPE_VALUES!r}")
