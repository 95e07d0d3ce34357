from typing import Literal

GloomhavenRuleSetupDiscardCardsType = Literal['discard_cards']

GLOOMHAVEN_RULE_SETUP_DISCARD_CARDS_TYPE_VALUES: set[GloomhavenRuleSetupDiscardCardsType] = { 'discard_cards',  }

def check_gloomhaven_rule_setup_discard_cards_type(value: str) -> GloomhavenRuleSetupDiscardCardsType:
    if value in GLOOMHAVEN_RULE_SETUP_DISCARD_CARDS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_DISCARD_CARDS_TYPE_VALUES!r}")
