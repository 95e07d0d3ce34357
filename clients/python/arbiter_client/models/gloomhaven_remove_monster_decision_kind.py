from typing import Literal

GloomhavenRemoveMonsterDecisionKind = Literal['remove_monster']

GLOOMHAVEN_REMOVE_MONSTER_DECISION_KIND_VALUES: set[GloomhavenRemoveMonsterDecisionKind] = { 'remove_monster',  }

def check_gloomhaven_remove_monster_decision_kind(value: str) -> GloomhavenRemoveMonsterDecisionKind:
    if value in GLOOMHAVEN_REMOVE_MONSTER_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_REMOVE_MONSTER_DECISION_KIND_VALUES!r}")
