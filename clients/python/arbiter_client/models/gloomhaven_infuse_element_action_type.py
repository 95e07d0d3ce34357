from typing import Literal

GloomhavenInfuseElementActionType = Literal['infuse_element']

GLOOMHAVEN_INFUSE_ELEMENT_ACTION_TYPE_VALUES: set[GloomhavenInfuseElementActionType] = { 'infuse_element',  }

def check_gloomhaven_infuse_element_action_type(value: str) -> GloomhavenInfuseElementActionType:
    if value in GLOOMHAVEN_INFUSE_ELEMENT_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_INFUSE_ELEMENT_ACTION_TYPE_VALUES!r}")
