from typing import Literal

GloomhavenRuleSetupLootActionOnlyType = Literal['loot_action_only']

GLOOMHAVEN_RULE_SETUP_LOOT_ACTION_ONLY_TYPE_VALUES: set[GloomhavenRuleSetupLootActionOnlyType] = { 'loot_action_only',  }

def check_gloomhaven_rule_setup_loot_action_only_type(value: str) -> GloomhavenRuleSetupLootActionOnlyType:
    if value in GLOOMHAVEN_RULE_SETUP_LOOT_ACTION_ONLY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOOT_ACTION_ONLY_TYPE_VALUES!r}")
