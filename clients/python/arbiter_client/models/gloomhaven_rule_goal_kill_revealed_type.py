from typing import Literal

GloomhavenRuleGoalKillRevealedType = Literal['kill_revealed']

GLOOMHAVEN_RULE_GOAL_KILL_REVEALED_TYPE_VALUES: set[GloomhavenRuleGoalKillRevealedType] = { 'kill_revealed',  }

def check_gloomhaven_rule_goal_kill_revealed_type(value: str) -> GloomhavenRuleGoalKillRevealedType:
    if value in GLOOMHAVEN_RULE_GOAL_KILL_REVEALED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_KILL_REVEALED_TYPE_VALUES!r}")
