from typing import Literal

GloomhavenRuleSetupLootLimitType = Literal['loot_limit']

GLOOMHAVEN_RULE_SETUP_LOOT_LIMIT_TYPE_VALUES: set[GloomhavenRuleSetupLootLimitType] = { 'loot_limit',  }

def check_gloomhaven_rule_setup_loot_limit_type(value: str) -> GloomhavenRuleSetupLootLimitType:
    if value in GLOOMHAVEN_RULE_SETUP_LOOT_LIMIT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOOT_LIMIT_TYPE_VALUES!r}")
