from typing import Literal

GloomhavenRuleLossExhaustedBeforeLootType = Literal['exhausted_before_loot']

GLOOMHAVEN_RULE_LOSS_EXHAUSTED_BEFORE_LOOT_TYPE_VALUES: set[GloomhavenRuleLossExhaustedBeforeLootType] = { 'exhausted_before_loot',  }

def check_gloomhaven_rule_loss_exhausted_before_loot_type(value: str) -> GloomhavenRuleLossExhaustedBeforeLootType:
    if value in GLOOMHAVEN_RULE_LOSS_EXHAUSTED_BEFORE_LOOT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_EXHAUSTED_BEFORE_LOOT_TYPE_VALUES!r}")
