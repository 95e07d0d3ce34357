from typing import Literal

GloomhavenRuleSetupStartWithMonstersType = Literal['start_with_monsters']

GLOOMHAVEN_RULE_SETUP_START_WITH_MONSTERS_TYPE_VALUES: set[GloomhavenRuleSetupStartWithMonstersType] = { 'start_with_monsters',  }

def check_gloomhaven_rule_setup_start_with_monsters_type(value: str) -> GloomhavenRuleSetupStartWithMonstersType:
    if value in GLOOMHAVEN_RULE_SETUP_START_WITH_MONSTERS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_START_WITH_MONSTERS_TYPE_VALUES!r}")
