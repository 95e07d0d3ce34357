from typing import Literal

GloomhavenRuleGoalLootEachType = Literal['loot_each']

GLOOMHAVEN_RULE_GOAL_LOOT_EACH_TYPE_VALUES: set[GloomhavenRuleGoalLootEachType] = { 'loot_each',  }

def check_gloomhaven_rule_goal_loot_each_type(value: str) -> GloomhavenRuleGoalLootEachType:
    if value in GLOOMHAVEN_RULE_GOAL_LOOT_EACH_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_LOOT_EACH_TYPE_VALUES!r}")
