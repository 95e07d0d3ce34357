from typing import Literal

GloomhavenHiddenDecisionKind = Literal['choose_hand', 'select_cards']

GLOOMHAVEN_HIDDEN_DECISION_KIND_VALUES: set[GloomhavenHiddenDecisionKind] = { 'choose_hand', 'select_cards',  }

def check_gloomhaven_hidden_decision_kind(value: str) -> GloomhavenHiddenDecisionKind:
    if value in GLOOMHAVEN_HIDDEN_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HIDDEN_DECISION_KIND_VALUES!r}")
