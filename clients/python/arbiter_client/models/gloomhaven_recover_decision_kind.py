from typing import Literal

GloomhavenRecoverDecisionKind = Literal['recover_cards']

GLOOMHAVEN_RECOVER_DECISION_KIND_VALUES: set[GloomhavenRecoverDecisionKind] = { 'recover_cards',  }

def check_gloomhaven_recover_decision_kind(value: str) -> GloomhavenRecoverDecisionKind:
    if value in GLOOMHAVEN_RECOVER_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RECOVER_DECISION_KIND_VALUES!r}")
