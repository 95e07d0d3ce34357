from typing import Literal

GloomhavenChooseHandDecisionKind = Literal['choose_hand']

GLOOMHAVEN_CHOOSE_HAND_DECISION_KIND_VALUES: set[GloomhavenChooseHandDecisionKind] = { 'choose_hand',  }

def check_gloomhaven_choose_hand_decision_kind(value: str) -> GloomhavenChooseHandDecisionKind:
    if value in GLOOMHAVEN_CHOOSE_HAND_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_HAND_DECISION_KIND_VALUES!r}")
