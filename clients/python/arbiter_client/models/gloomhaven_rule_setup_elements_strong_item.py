from typing import Literal

GloomhavenRuleSetupElementsStrongItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_RULE_SETUP_ELEMENTS_STRONG_ITEM_VALUES: set[GloomhavenRuleSetupElementsStrongItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_rule_setup_elements_strong_item(value: str) -> GloomhavenRuleSetupElementsStrongItem:
    if value in GLOOMHAVEN_RULE_SETUP_ELEMENTS_STRONG_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_ELEMENTS_STRONG_ITEM_VALUES!r}")
