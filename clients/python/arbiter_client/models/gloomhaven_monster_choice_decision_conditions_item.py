from typing import Literal

GloomhavenMonsterChoiceDecisionConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_MONSTER_CHOICE_DECISION_CONDITIONS_ITEM_VALUES: set[GloomhavenMonsterChoiceDecisionConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_monster_choice_decision_conditions_item(value: str) -> GloomhavenMonsterChoiceDecisionConditionsItem:
    if value in GLOOMHAVEN_MONSTER_CHOICE_DECISION_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_CHOICE_DECISION_CONDITIONS_ITEM_VALUES!r}")
