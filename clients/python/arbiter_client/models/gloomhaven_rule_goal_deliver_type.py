from typing import Literal

GloomhavenRuleGoalDeliverType = Literal['deliver']

GLOOMHAVEN_RULE_GOAL_DELIVER_TYPE_VALUES: set[GloomhavenRuleGoalDeliverType] = { 'deliver',  }

def check_gloomhaven_rule_goal_deliver_type(value: str) -> GloomhavenRuleGoalDeliverType:
    if value in GLOOMHAVEN_RULE_GOAL_DELIVER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_DELIVER_TYPE_VALUES!r}")
