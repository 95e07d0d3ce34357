from typing import Literal

GloomhavenSelectDecisionKind = Literal['select_cards']

GLOOMHAVEN_SELECT_DECISION_KIND_VALUES: set[GloomhavenSelectDecisionKind] = { 'select_cards',  }

def check_gloomhaven_select_decision_kind(value: str) -> GloomhavenSelectDecisionKind:
    if value in GLOOMHAVEN_SELECT_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SELECT_DECISION_KIND_VALUES!r}")
