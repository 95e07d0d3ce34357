from typing import Literal

GloomhavenRuleSetupInvulnerableType = Literal['invulnerable']

GLOOMHAVEN_RULE_SETUP_INVULNERABLE_TYPE_VALUES: set[GloomhavenRuleSetupInvulnerableType] = { 'invulnerable',  }

def check_gloomhaven_rule_setup_invulnerable_type(value: str) -> GloomhavenRuleSetupInvulnerableType:
    if value in GLOOMHAVEN_RULE_SETUP_INVULNERABLE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_INVULNERABLE_TYPE_VALUES!r}")
