from typing import Literal

GloomhavenRuleRoundConditionAdjacentCondition = Literal['curse', 'disarm', 'immobilize', 'muddle', 'poison', 'stun', 'wound']

GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_CONDITION_VALUES: set[GloomhavenRuleRoundConditionAdjacentCondition] = { 'curse', 'disarm', 'immobilize', 'muddle', 'poison', 'stun', 'wound',  }

def check_gloomhaven_rule_round_condition_adjacent_condition(value: str) -> GloomhavenRuleRoundConditionAdjacentCondition:
    if value in GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_CONDITION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_CONDITION_VALUES!r}")
