from typing import Literal

GloomhavenRuleGoalRevealType = Literal['reveal']

GLOOMHAVEN_RULE_GOAL_REVEAL_TYPE_VALUES: set[GloomhavenRuleGoalRevealType] = { 'reveal',  }

def check_gloomhaven_rule_goal_reveal_type(value: str) -> GloomhavenRuleGoalRevealType:
    if value in GLOOMHAVEN_RULE_GOAL_REVEAL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_REVEAL_TYPE_VALUES!r}")
