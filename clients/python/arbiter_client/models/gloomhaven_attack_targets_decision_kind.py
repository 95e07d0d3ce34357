from typing import Literal

GloomhavenAttackTargetsDecisionKind = Literal['attack_targets']

GLOOMHAVEN_ATTACK_TARGETS_DECISION_KIND_VALUES: set[GloomhavenAttackTargetsDecisionKind] = { 'attack_targets',  }

def check_gloomhaven_attack_targets_decision_kind(value: str) -> GloomhavenAttackTargetsDecisionKind:
    if value in GLOOMHAVEN_ATTACK_TARGETS_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACK_TARGETS_DECISION_KIND_VALUES!r}")
