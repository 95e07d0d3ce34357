from typing import Literal

GloomhavenRuleSetupElementsInertItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_RULE_SETUP_ELEMENTS_INERT_ITEM_VALUES: set[GloomhavenRuleSetupElementsInertItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_rule_setup_elements_inert_item(value: str) -> GloomhavenRuleSetupElementsInertItem:
    if value in GLOOMHAVEN_RULE_SETUP_ELEMENTS_INERT_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_ELEMENTS_INERT_ITEM_VALUES!r}")
