from typing import Literal

GloomhavenRuleSetupEarlyMonstersType = Literal['early_monsters']

GLOOMHAVEN_RULE_SETUP_EARLY_MONSTERS_TYPE_VALUES: set[GloomhavenRuleSetupEarlyMonstersType] = { 'early_monsters',  }

def check_gloomhaven_rule_setup_early_monsters_type(value: str) -> GloomhavenRuleSetupEarlyMonstersType:
    if value in GLOOMHAVEN_RULE_SETUP_EARLY_MONSTERS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_EARLY_MONSTERS_TYPE_VALUES!r}")
