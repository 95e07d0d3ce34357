from typing import Literal

GloomhavenBreakTieDecisionKind = Literal['break_tie']

GLOOMHAVEN_BREAK_TIE_DECISION_KIND_VALUES: set[GloomhavenBreakTieDecisionKind] = { 'break_tie',  }

def check_gloomhaven_break_tie_decision_kind(value: str) -> GloomhavenBreakTieDecisionKind:
    if value in GLOOMHAVEN_BREAK_TIE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_BREAK_TIE_DECISION_KIND_VALUES!r}")
