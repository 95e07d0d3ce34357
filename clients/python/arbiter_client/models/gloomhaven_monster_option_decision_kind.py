from typing import Literal

GloomhavenMonsterOptionDecisionKind = Literal['monster_option']

GLOOMHAVEN_MONSTER_OPTION_DECISION_KIND_VALUES: set[GloomhavenMonsterOptionDecisionKind] = { 'monster_option',  }

def check_gloomhaven_monster_option_decision_kind(value: str) -> GloomhavenMonsterOptionDecisionKind:
    if value in GLOOMHAVEN_MONSTER_OPTION_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_OPTION_DECISION_KIND_VALUES!r}")
