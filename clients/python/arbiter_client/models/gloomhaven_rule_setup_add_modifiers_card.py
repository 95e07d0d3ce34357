from typing import Literal

GloomhavenRuleSetupAddModifiersCard = Literal['bless', 'curse', 'minus1']

GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_CARD_VALUES: set[GloomhavenRuleSetupAddModifiersCard] = { 'bless', 'curse', 'minus1',  }

def check_gloomhaven_rule_setup_add_modifiers_card(value: str) -> GloomhavenRuleSetupAddModifiersCard:
    if value in GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_ADD_MODIFIERS_CARD_VALUES!r}")
