from typing import Literal

GloomhavenRuleSetupRevealOnEnterType = Literal['reveal_on_enter']

GLOOMHAVEN_RULE_SETUP_REVEAL_ON_ENTER_TYPE_VALUES: set[GloomhavenRuleSetupRevealOnEnterType] = { 'reveal_on_enter',  }

def check_gloomhaven_rule_setup_reveal_on_enter_type(value: str) -> GloomhavenRuleSetupRevealOnEnterType:
    if value in GLOOMHAVEN_RULE_SETUP_REVEAL_ON_ENTER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_REVEAL_ON_ENTER_TYPE_VALUES!r}")
