from typing import Literal

GloomhavenRuleSetupUntilLootedTreasuresItem = Literal['goal']

GLOOMHAVEN_RULE_SETUP_UNTIL_LOOTED_TREASURES_ITEM_VALUES: set[GloomhavenRuleSetupUntilLootedTreasuresItem] = { 'goal',  }

def check_gloomhaven_rule_setup_until_looted_treasures_item(value: str) -> GloomhavenRuleSetupUntilLootedTreasuresItem:
    if value in GLOOMHAVEN_RULE_SETUP_UNTIL_LOOTED_TREASURES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_UNTIL_LOOTED_TREASURES_ITEM_VALUES!r}")
