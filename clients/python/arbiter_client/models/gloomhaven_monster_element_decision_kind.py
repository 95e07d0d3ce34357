from typing import Literal

GloomhavenMonsterElementDecisionKind = Literal['monster_element']

GLOOMHAVEN_MONSTER_ELEMENT_DECISION_KIND_VALUES: set[GloomhavenMonsterElementDecisionKind] = { 'monster_element',  }

def check_gloomhaven_monster_element_decision_kind(value: str) -> GloomhavenMonsterElementDecisionKind:
    if value in GLOOMHAVEN_MONSTER_ELEMENT_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_ELEMENT_DECISION_KIND_VALUES!r}")
