from typing import Literal

GloomhavenRuleSetupDelayMonstersType = Literal['delay_monsters']

GLOOMHAVEN_RULE_SETUP_DELAY_MONSTERS_TYPE_VALUES: set[GloomhavenRuleSetupDelayMonstersType] = { 'delay_monsters',  }

def check_gloomhaven_rule_setup_delay_monsters_type(value: str) -> GloomhavenRuleSetupDelayMonstersType:
    if value in GLOOMHAVEN_RULE_SETUP_DELAY_MONSTERS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_DELAY_MONSTERS_TYPE_VALUES!r}")
