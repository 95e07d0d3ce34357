from typing import Literal

GloomhavenAddTargetDecisionKind = Literal['add_target']

GLOOMHAVEN_ADD_TARGET_DECISION_KIND_VALUES: set[GloomhavenAddTargetDecisionKind] = { 'add_target',  }

def check_gloomhaven_add_target_decision_kind(value: str) -> GloomhavenAddTargetDecisionKind:
    if value in GLOOMHAVEN_ADD_TARGET_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ADD_TARGET_DECISION_KIND_VALUES!r}")
