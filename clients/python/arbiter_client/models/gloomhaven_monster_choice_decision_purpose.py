from typing import Literal

GloomhavenMonsterChoiceDecisionPurpose = Literal['condition', 'heal', 'pull', 'push', 'retarget', 'summon', 'trap']

GLOOMHAVEN_MONSTER_CHOICE_DECISION_PURPOSE_VALUES: set[GloomhavenMonsterChoiceDecisionPurpose] = { 'condition', 'heal', 'pull', 'push', 'retarget', 'summon', 'trap',  }

def check_gloomhaven_monster_choice_decision_purpose(value: str) -> GloomhavenMonsterChoiceDecisionPurpose:
    if value in GLOOMHAVEN_MONSTER_CHOICE_DECISION_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_CHOICE_DECISION_PURPOSE_VALUES!r}")
