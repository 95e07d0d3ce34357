from typing import Literal

GloomhavenRuleRoundConditionAdjacentWhenType = Literal['figure_destroyed']

GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_WHEN_TYPE_VALUES: set[GloomhavenRuleRoundConditionAdjacentWhenType] = { 'figure_destroyed',  }

def check_gloomhaven_rule_round_condition_adjacent_when_type(value: str) -> GloomhavenRuleRoundConditionAdjacentWhenType:
    if value in GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_WHEN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_WHEN_TYPE_VALUES!r}")
