from typing import Literal

GloomhavenMonsterChoiceDecisionKind = Literal['monster_choice']

GLOOMHAVEN_MONSTER_CHOICE_DECISION_KIND_VALUES: set[GloomhavenMonsterChoiceDecisionKind] = { 'monster_choice',  }

def check_gloomhaven_monster_choice_decision_kind(value: str) -> GloomhavenMonsterChoiceDecisionKind:
    if value in GLOOMHAVEN_MONSTER_CHOICE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_CHOICE_DECISION_KIND_VALUES!r}")
