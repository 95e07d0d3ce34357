from typing import Literal

GloomhavenRuleSetupMoveModifierWho = Literal['characters_and_summons']

GLOOMHAVEN_RULE_SETUP_MOVE_MODIFIER_WHO_VALUES: set[GloomhavenRuleSetupMoveModifierWho] = { 'characters_and_summons',  }

def check_gloomhaven_rule_setup_move_modifier_who(value: str) -> GloomhavenRuleSetupMoveModifierWho:
    if value in GLOOMHAVEN_RULE_SETUP_MOVE_MODIFIER_WHO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_MOVE_MODIFIER_WHO_VALUES!r}")
