from typing import Literal

GloomhavenRuleSetupBarredType = Literal['barred']

GLOOMHAVEN_RULE_SETUP_BARRED_TYPE_VALUES: set[GloomhavenRuleSetupBarredType] = { 'barred',  }

def check_gloomhaven_rule_setup_barred_type(value: str) -> GloomhavenRuleSetupBarredType:
    if value in GLOOMHAVEN_RULE_SETUP_BARRED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_BARRED_TYPE_VALUES!r}")
