from typing import Literal

GloomhavenRuleSetupUntilLootedType = Literal['until_looted']

GLOOMHAVEN_RULE_SETUP_UNTIL_LOOTED_TYPE_VALUES: set[GloomhavenRuleSetupUntilLootedType] = { 'until_looted',  }

def check_gloomhaven_rule_setup_until_looted_type(value: str) -> GloomhavenRuleSetupUntilLootedType:
    if value in GLOOMHAVEN_RULE_SETUP_UNTIL_LOOTED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_UNTIL_LOOTED_TYPE_VALUES!r}")
