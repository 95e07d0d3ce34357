from typing import Literal

GloomhavenRuleSetupRevealType = Literal['reveal']

GLOOMHAVEN_RULE_SETUP_REVEAL_TYPE_VALUES: set[GloomhavenRuleSetupRevealType] = { 'reveal',  }

def check_gloomhaven_rule_setup_reveal_type(value: str) -> GloomhavenRuleSetupRevealType:
    if value in GLOOMHAVEN_RULE_SETUP_REVEAL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_REVEAL_TYPE_VALUES!r}")
