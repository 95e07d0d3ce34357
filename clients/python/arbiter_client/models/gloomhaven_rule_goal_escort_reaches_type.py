from typing import Literal

GloomhavenRuleGoalEscortReachesType = Literal['escort_reaches']

GLOOMHAVEN_RULE_GOAL_ESCORT_REACHES_TYPE_VALUES: set[GloomhavenRuleGoalEscortReachesType] = { 'escort_reaches',  }

def check_gloomhaven_rule_goal_escort_reaches_type(value: str) -> GloomhavenRuleGoalEscortReachesType:
    if value in GLOOMHAVEN_RULE_GOAL_ESCORT_REACHES_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_ESCORT_REACHES_TYPE_VALUES!r}")
