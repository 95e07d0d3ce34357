from typing import Literal

GloomhavenRuleGoalDestroyType = Literal['destroy']

GLOOMHAVEN_RULE_GOAL_DESTROY_TYPE_VALUES: set[GloomhavenRuleGoalDestroyType] = { 'destroy',  }

def check_gloomhaven_rule_goal_destroy_type(value: str) -> GloomhavenRuleGoalDestroyType:
    if value in GLOOMHAVEN_RULE_GOAL_DESTROY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_DESTROY_TYPE_VALUES!r}")
