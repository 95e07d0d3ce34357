from typing import Literal

GloomhavenEscortDeckDecisionKind = Literal['escort_deck']

GLOOMHAVEN_ESCORT_DECK_DECISION_KIND_VALUES: set[GloomhavenEscortDeckDecisionKind] = { 'escort_deck',  }

def check_gloomhaven_escort_deck_decision_kind(value: str) -> GloomhavenEscortDeckDecisionKind:
    if value in GLOOMHAVEN_ESCORT_DECK_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ESCORT_DECK_DECISION_KIND_VALUES!r}")
