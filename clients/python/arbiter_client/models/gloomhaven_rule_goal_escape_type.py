from typing import Literal

GloomhavenRuleGoalEscapeType = Literal['escape']

GLOOMHAVEN_RULE_GOAL_ESCAPE_TYPE_VALUES: set[GloomhavenRuleGoalEscapeType] = { 'escape',  }

def check_gloomhaven_rule_goal_escape_type(value: str) -> GloomhavenRuleGoalEscapeType:
    if value in GLOOMHAVEN_RULE_GOAL_ESCAPE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_ESCAPE_TYPE_VALUES!r}")
