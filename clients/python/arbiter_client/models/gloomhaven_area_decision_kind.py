from typing import Literal

GloomhavenAreaDecisionKind = Literal['attack_area']

GLOOMHAVEN_AREA_DECISION_KIND_VALUES: set[GloomhavenAreaDecisionKind] = { 'attack_area',  }

def check_gloomhaven_area_decision_kind(value: str) -> GloomhavenAreaDecisionKind:
    if value in GLOOMHAVEN_AREA_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_AREA_DECISION_KIND_VALUES!r}")
