from typing import Literal

GloomhavenTargetedDecisionKind = Literal['targeted']

GLOOMHAVEN_TARGETED_DECISION_KIND_VALUES: set[GloomhavenTargetedDecisionKind] = { 'targeted',  }

def check_gloomhaven_targeted_decision_kind(value: str) -> GloomhavenTargetedDecisionKind:
    if value in GLOOMHAVEN_TARGETED_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TARGETED_DECISION_KIND_VALUES!r}")
