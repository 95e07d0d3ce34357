from typing import Literal

GloomhavenPerformDecisionKind = Literal['perform']

GLOOMHAVEN_PERFORM_DECISION_KIND_VALUES: set[GloomhavenPerformDecisionKind] = { 'perform',  }

def check_gloomhaven_perform_decision_kind(value: str) -> GloomhavenPerformDecisionKind:
    if value in GLOOMHAVEN_PERFORM_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PERFORM_DECISION_KIND_VALUES!r}")
