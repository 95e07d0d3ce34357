from typing import Literal

GloomhavenRuleGoalKillType = Literal['kill']

GLOOMHAVEN_RULE_GOAL_KILL_TYPE_VALUES: set[GloomhavenRuleGoalKillType] = { 'kill',  }

def check_gloomhaven_rule_goal_kill_type(value: str) -> GloomhavenRuleGoalKillType:
    if value in GLOOMHAVEN_RULE_GOAL_KILL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_KILL_TYPE_VALUES!r}")
