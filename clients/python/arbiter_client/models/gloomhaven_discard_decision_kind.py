from typing import Literal

GloomhavenDiscardDecisionKind = Literal['discard_card']

GLOOMHAVEN_DISCARD_DECISION_KIND_VALUES: set[GloomhavenDiscardDecisionKind] = { 'discard_card',  }

def check_gloomhaven_discard_decision_kind(value: str) -> GloomhavenDiscardDecisionKind:
    if value in GLOOMHAVEN_DISCARD_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DISCARD_DECISION_KIND_VALUES!r}")
