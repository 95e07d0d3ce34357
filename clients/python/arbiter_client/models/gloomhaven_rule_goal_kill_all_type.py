from typing import Literal

GloomhavenRuleGoalKillAllType = Literal['kill_all']

GLOOMHAVEN_RULE_GOAL_KILL_ALL_TYPE_VALUES: set[GloomhavenRuleGoalKillAllType] = { 'kill_all',  }

def check_gloomhaven_rule_goal_kill_all_type(value: str) -> GloomhavenRuleGoalKillAllType:
    if value in GLOOMHAVEN_RULE_GOAL_KILL_ALL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_KILL_ALL_TYPE_VALUES!r}")
