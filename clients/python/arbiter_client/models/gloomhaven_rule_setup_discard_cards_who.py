from typing import Literal

GloomhavenRuleSetupDiscardCardsWho = Literal['each_character']

GLOOMHAVEN_RULE_SETUP_DISCARD_CARDS_WHO_VALUES: set[GloomhavenRuleSetupDiscardCardsWho] = { 'each_character',  }

def check_gloomhaven_rule_setup_discard_cards_who(value: str) -> GloomhavenRuleSetupDiscardCardsWho:
    if value in GLOOMHAVEN_RULE_SETUP_DISCARD_CARDS_WHO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_DISCARD_CARDS_WHO_VALUES!r}")
