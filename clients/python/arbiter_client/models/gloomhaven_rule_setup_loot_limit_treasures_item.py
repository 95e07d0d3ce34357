from typing import Literal

GloomhavenRuleSetupLootLimitTreasuresItem = Literal['goal']

GLOOMHAVEN_RULE_SETUP_LOOT_LIMIT_TREASURES_ITEM_VALUES: set[GloomhavenRuleSetupLootLimitTreasuresItem] = { 'goal',  }

def check_gloomhaven_rule_setup_loot_limit_treasures_item(value: str) -> GloomhavenRuleSetupLootLimitTreasuresItem:
    if value in GLOOMHAVEN_RULE_SETUP_LOOT_LIMIT_TREASURES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOOT_LIMIT_TREASURES_ITEM_VALUES!r}")
