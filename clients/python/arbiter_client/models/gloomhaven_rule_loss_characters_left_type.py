from typing import Literal

GloomhavenRuleLossCharactersLeftType = Literal['characters_left']

GLOOMHAVEN_RULE_LOSS_CHARACTERS_LEFT_TYPE_VALUES: set[GloomhavenRuleLossCharactersLeftType] = { 'characters_left',  }

def check_gloomhaven_rule_loss_characters_left_type(value: str) -> GloomhavenRuleLossCharactersLeftType:
    if value in GLOOMHAVEN_RULE_LOSS_CHARACTERS_LEFT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_CHARACTERS_LEFT_TYPE_VALUES!r}")
