from typing import Literal

GloomhavenRuleSetupHostileToAllType = Literal['hostile_to_all']

GLOOMHAVEN_RULE_SETUP_HOSTILE_TO_ALL_TYPE_VALUES: set[GloomhavenRuleSetupHostileToAllType] = { 'hostile_to_all',  }

def check_gloomhaven_rule_setup_hostile_to_all_type(value: str) -> GloomhavenRuleSetupHostileToAllType:
    if value in GLOOMHAVEN_RULE_SETUP_HOSTILE_TO_ALL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_HOSTILE_TO_ALL_TYPE_VALUES!r}")
