from typing import Literal

GloomhavenShortRestDecisionKind = Literal['short_rest']

GLOOMHAVEN_SHORT_REST_DECISION_KIND_VALUES: set[GloomhavenShortRestDecisionKind] = { 'short_rest',  }

def check_gloomhaven_short_rest_decision_kind(value: str) -> GloomhavenShortRestDecisionKind:
    if value in GLOOMHAVEN_SHORT_REST_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SHORT_REST_DECISION_KIND_VALUES!r}")
