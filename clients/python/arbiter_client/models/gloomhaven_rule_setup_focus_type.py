from typing import Literal

GloomhavenRuleSetupFocusType = Literal['focus']

GLOOMHAVEN_RULE_SETUP_FOCUS_TYPE_VALUES: set[GloomhavenRuleSetupFocusType] = { 'focus',  }

def check_gloomhaven_rule_setup_focus_type(value: str) -> GloomhavenRuleSetupFocusType:
    if value in GLOOMHAVEN_RULE_SETUP_FOCUS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_FOCUS_TYPE_VALUES!r}")
