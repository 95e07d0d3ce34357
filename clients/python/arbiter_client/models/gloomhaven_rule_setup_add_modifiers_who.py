from typing import Literal

GloomhavenRuleSetupAddModifiersWho = Literal['each_character', 'monsters']

GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_WHO_VALUES: set[GloomhavenRuleSetupAddModifiersWho] = { 'each_character', 'monsters',  }

def check_gloomhaven_rule_setup_add_modifiers_who(value: str) -> GloomhavenRuleSetupAddModifiersWho:
    if value in GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_WHO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_WHO_VALUES!r}")
