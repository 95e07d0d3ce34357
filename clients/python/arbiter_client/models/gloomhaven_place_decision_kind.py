from typing import Literal

GloomhavenPlaceDecisionKind = Literal['place_character']

GLOOMHAVEN_PLACE_DECISION_KIND_VALUES: set[GloomhavenPlaceDecisionKind] = { 'place_character',  }

def check_gloomhaven_place_decision_kind(value: str) -> GloomhavenPlaceDecisionKind:
    if value in GLOOMHAVEN_PLACE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PLACE_DECISION_KIND_VALUES!r}")
