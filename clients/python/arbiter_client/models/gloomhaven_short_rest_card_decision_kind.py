from typing import Literal

GloomhavenShortRestCardDecisionKind = Literal['short_rest_card']

GLOOMHAVEN_SHORT_REST_CARD_DECISION_KIND_VALUES: set[GloomhavenShortRestCardDecisionKind] = { 'short_rest_card',  }

def check_gloomhaven_short_rest_card_decision_kind(value: str) -> GloomhavenShortRestCardDecisionKind:
    if value in GLOOMHAVEN_SHORT_REST_CARD_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SHORT_REST_CARD_DECISION_KIND_VALUES!r}")
