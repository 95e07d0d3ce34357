from typing import Literal

GloomhavenRuleSetupRemoveOnKillType = Literal['remove_on_kill']

GLOOMHAVEN_RULE_SETUP_REMOVE_ON_KILL_TYPE_VALUES: set[GloomhavenRuleSetupRemoveOnKillType] = { 'remove_on_kill',  }

def check_gloomhaven_rule_setup_remove_on_kill_type(value: str) -> GloomhavenRuleSetupRemoveOnKillType:
    if value in GLOOMHAVEN_RULE_SETUP_REMOVE_ON_KILL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_REMOVE_ON_KILL_TYPE_VALUES!r}")
