from typing import Literal

GloomhavenChooseElementActionType = Literal['choose_element']

GLOOMHAVEN_CHOOSE_ELEMENT_ACTION_TYPE_VALUES: set[GloomhavenChooseElementActionType] = { 'choose_element',  }

def check_gloomhaven_choose_element_action_type(value: str) -> GloomhavenChooseElementActionType:
    if value in GLOOMHAVEN_CHOOSE_ELEMENT_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_ELEMENT_ACTION_TYPE_VALUES!r}")
