from typing import Literal

GloomhavenLoseCardsDecisionKind = Literal['lose_cards']

GLOOMHAVEN_LOSE_CARDS_DECISION_KIND_VALUES: set[GloomhavenLoseCardsDecisionKind] = { 'lose_cards',  }

def check_gloomhaven_lose_cards_decision_kind(value: str) -> GloomhavenLoseCardsDecisionKind:
    if value in GLOOMHAVEN_LOSE_CARDS_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LOSE_CARDS_DECISION_KIND_VALUES!r}")
