from typing import Literal

GloomhavenInfuseElementActionElement = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_INFUSE_ELEMENT_ACTION_ELEMENT_VALUES: set[GloomhavenInfuseElementActionElement] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_infuse_element_action_element(value: str) -> GloomhavenInfuseElementActionElement:
    if value in GLOOMHAVEN_INFUSE_ELEMENT_ACTION_ELEMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_INFUSE_ELEMENT_ACTION_ELEMENT_VALUES!r}")
