from typing import Literal

GloomhavenRuleRoundConditionAdjacentType = Literal['condition_adjacent']

GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_TYPE_VALUES: set[GloomhavenRuleRoundConditionAdjacentType] = { 'condition_adjacent',  }

def check_gloomhaven_rule_round_condition_adjacent_type(value: str) -> GloomhavenRuleRoundConditionAdjacentType:
    if value in GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_TYPE_VALUES!r}")
