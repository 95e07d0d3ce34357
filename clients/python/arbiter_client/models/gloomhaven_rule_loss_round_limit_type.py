from typing import Literal

GloomhavenRuleLossRoundLimitType = Literal['round_limit']

GLOOMHAVEN_RULE_LOSS_ROUND_LIMIT_TYPE_VALUES: set[GloomhavenRuleLossRoundLimitType] = { 'round_limit',  }

def check_gloomhaven_rule_loss_round_limit_type(value: str) -> GloomhavenRuleLossRoundLimitType:
    if value in GLOOMHAVEN_RULE_LOSS_ROUND_LIMIT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_ROUND_LIMIT_TYPE_VALUES!r}")
