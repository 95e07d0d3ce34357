from typing import Literal

GloomhavenConditionalTargetConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_CONDITIONAL_TARGET_CONDITIONS_ITEM_VALUES: set[GloomhavenConditionalTargetConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_conditional_target_conditions_item(value: str) -> GloomhavenConditionalTargetConditionsItem:
    if value in GLOOMHAVEN_CONDITIONAL_TARGET_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONAL_TARGET_CONDITIONS_ITEM_VALUES!r}")
