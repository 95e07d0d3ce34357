from typing import Literal

GloomhavenRuleSetupElementsType = Literal['elements']

GLOOMHAVEN_RULE_SETUP_ELEMENTS_TYPE_VALUES: set[GloomhavenRuleSetupElementsType] = { 'elements',  }

def check_gloomhaven_rule_setup_elements_type(value: str) -> GloomhavenRuleSetupElementsType:
    if value in GLOOMHAVEN_RULE_SETUP_ELEMENTS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_ELEMENTS_TYPE_VALUES!r}")
