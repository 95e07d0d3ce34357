from typing import Literal

GloomhavenRuleGoalSurviveType = Literal['survive']

GLOOMHAVEN_RULE_GOAL_SURVIVE_TYPE_VALUES: set[GloomhavenRuleGoalSurviveType] = { 'survive',  }

def check_gloomhaven_rule_goal_survive_type(value: str) -> GloomhavenRuleGoalSurviveType:
    if value in GLOOMHAVEN_RULE_GOAL_SURVIVE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_SURVIVE_TYPE_VALUES!r}")
