from typing import Literal

GloomhavenPathDecisionKind = Literal['attack_path']

GLOOMHAVEN_PATH_DECISION_KIND_VALUES: set[GloomhavenPathDecisionKind] = { 'attack_path',  }

def check_gloomhaven_path_decision_kind(value: str) -> GloomhavenPathDecisionKind:
    if value in GLOOMHAVEN_PATH_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PATH_DECISION_KIND_VALUES!r}")
