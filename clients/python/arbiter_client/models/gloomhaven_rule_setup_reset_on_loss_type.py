from typing import Literal

GloomhavenRuleSetupResetOnLossType = Literal['reset_on_loss']

GLOOMHAVEN_RULE_SETUP_RESET_ON_LOSS_TYPE_VALUES: set[GloomhavenRuleSetupResetOnLossType] = { 'reset_on_loss',  }

def check_gloomhaven_rule_setup_reset_on_loss_type(value: str) -> GloomhavenRuleSetupResetOnLossType:
    if value in GLOOMHAVEN_RULE_SETUP_RESET_ON_LOSS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_RESET_ON_LOSS_TYPE_VALUES!r}")
