from typing import Literal

GloomhavenRuleSetupAddModifiersType = Literal['add_modifiers']

GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_TYPE_VALUES: set[GloomhavenRuleSetupAddModifiersType] = { 'add_modifiers',  }

def check_gloomhaven_rule_setup_add_modifiers_type(value: str) -> GloomhavenRuleSetupAddModifiersType:
    if value in GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_TYPE_VALUES!r}")
