from typing import Literal

GloomhavenRuleLossExhaustedBeforeLootScope = Literal['all', 'own']

GLOOMHAVEN_RULE_LOSS_EXHAUSTED_BEFORE_LOOT_SCOPE_VALUES: set[GloomhavenRuleLossExhaustedBeforeLootScope] = { 'all', 'own',  }

def check_gloomhaven_rule_loss_exhausted_before_loot_scope(value: str) -> GloomhavenRuleLossExhaustedBeforeLootScope:
    if value in GLOOMHAVEN_RULE_LOSS_EXHAUSTED_BEFORE_LOOT_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_EXHAUSTED_BEFORE_LOOT_SCOPE_VALUES!r}")
