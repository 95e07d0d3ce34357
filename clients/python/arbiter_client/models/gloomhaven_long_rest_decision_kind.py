from typing import Literal

GloomhavenLongRestDecisionKind = Literal['long_rest_turn']

GLOOMHAVEN_LONG_REST_DECISION_KIND_VALUES: set[GloomhavenLongRestDecisionKind] = { 'long_rest_turn',  }

def check_gloomhaven_long_rest_decision_kind(value: str) -> GloomhavenLongRestDecisionKind:
    if value in GLOOMHAVEN_LONG_REST_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LONG_REST_DECISION_KIND_VALUES!r}")
