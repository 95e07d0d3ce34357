from typing import Literal

GloomhavenRuleGoalAnyOfType = Literal['any_of']

GLOOMHAVEN_RULE_GOAL_ANY_OF_TYPE_VALUES: set[GloomhavenRuleGoalAnyOfType] = { 'any_of',  }

def check_gloomhaven_rule_goal_any_of_type(value: str) -> GloomhavenRuleGoalAnyOfType:
    if value in GLOOMHAVEN_RULE_GOAL_ANY_OF_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_ANY_OF_TYPE_VALUES!r}")
