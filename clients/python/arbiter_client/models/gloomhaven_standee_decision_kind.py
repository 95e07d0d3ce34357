from typing import Literal

GloomhavenStandeeDecisionKind = Literal['standee']

GLOOMHAVEN_STANDEE_DECISION_KIND_VALUES: set[GloomhavenStandeeDecisionKind] = { 'standee',  }

def check_gloomhaven_standee_decision_kind(value: str) -> GloomhavenStandeeDecisionKind:
    if value in GLOOMHAVEN_STANDEE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STANDEE_DECISION_KIND_VALUES!r}")
