from typing import Literal

GloomhavenMonsterElementDecisionElementsItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_MONSTER_ELEMENT_DECISION_ELEMENTS_ITEM_VALUES: set[GloomhavenMonsterElementDecisionElementsItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_monster_element_decision_elements_item(value: str) -> GloomhavenMonsterElementDecisionElementsItem:
    if value in GLOOMHAVEN_MONSTER_ELEMENT_DECISION_ELEMENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_ELEMENT_DECISION_ELEMENTS_ITEM_VALUES!r}")
