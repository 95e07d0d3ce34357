from typing import Literal

GloomhavenHealDecisionKind = Literal['heal_target']

GLOOMHAVEN_HEAL_DECISION_KIND_VALUES: set[GloomhavenHealDecisionKind] = { 'heal_target',  }

def check_gloomhaven_heal_decision_kind(value: str) -> GloomhavenHealDecisionKind:
    if value in GLOOMHAVEN_HEAL_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HEAL_DECISION_KIND_VALUES!r}")
