from typing import Literal

GloomhavenShortRestKeepDecisionKind = Literal['short_rest_keep']

GLOOMHAVEN_SHORT_REST_KEEP_DECISION_KIND_VALUES: set[GloomhavenShortRestKeepDecisionKind] = { 'short_rest_keep',  }

def check_gloomhaven_short_rest_keep_decision_kind(value: str) -> GloomhavenShortRestKeepDecisionKind:
    if value in GLOOMHAVEN_SHORT_REST_KEEP_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SHORT_REST_KEEP_DECISION_KIND_VALUES!r}")
