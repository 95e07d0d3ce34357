from typing import Literal

GloomhavenRuleGoalLootEachTreasuresItem = Literal['goal']

GLOOMHAVEN_RULE_GOAL_LOOT_EACH_TREASURES_ITEM_VALUES: set[GloomhavenRuleGoalLootEachTreasuresItem] = { 'goal',  }

def check_gloomhaven_rule_goal_loot_each_treasures_item(value: str) -> GloomhavenRuleGoalLootEachTreasuresItem:
    if value in GLOOMHAVEN_RULE_GOAL_LOOT_EACH_TREASURES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_LOOT_EACH_TREASURES_ITEM_VALUES!r}")
