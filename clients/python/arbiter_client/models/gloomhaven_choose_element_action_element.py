from typing import Literal

GloomhavenChooseElementActionElement = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_CHOOSE_ELEMENT_ACTION_ELEMENT_VALUES: set[GloomhavenChooseElementActionElement] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_choose_element_action_element(value: str) -> GloomhavenChooseElementActionElement:
    if value in GLOOMHAVEN_CHOOSE_ELEMENT_ACTION_ELEMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_ELEMENT_ACTION_ELEMENT_VALUES!r}")
