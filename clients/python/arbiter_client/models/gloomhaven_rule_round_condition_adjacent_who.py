from typing import Literal

GloomhavenRuleRoundConditionAdjacentWho = Literal['enemies']

GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_WHO_VALUES: set[GloomhavenRuleRoundConditionAdjacentWho] = { 'enemies',  }

def check_gloomhaven_rule_round_condition_adjacent_who(value: str) -> GloomhavenRuleRoundConditionAdjacentWho:
    if value in GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_WHO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_ROUND_CONDITION_ADJACENT_WHO_VALUES!r}")
