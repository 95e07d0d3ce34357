from typing import Literal

GloomhavenRuleSetupMoveModifierType = Literal['move_modifier']

GLOOMHAVEN_RULE_SETUP_MOVE_MODIFIER_TYPE_VALUES: set[GloomhavenRuleSetupMoveModifierType] = { 'move_modifier',  }

def check_gloomhaven_rule_setup_move_modifier_type(value: str) -> GloomhavenRuleSetupMoveModifierType:
    if value in GLOOMHAVEN_RULE_SETUP_MOVE_MODIFIER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_MOVE_MODIFIER_TYPE_VALUES!r}")
