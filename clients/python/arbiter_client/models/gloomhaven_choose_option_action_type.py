from typing import Literal

GloomhavenChooseOptionActionType = Literal['choose_option']

GLOOMHAVEN_CHOOSE_OPTION_ACTION_TYPE_VALUES: set[GloomhavenChooseOptionActionType] = { 'choose_option',  }

def check_gloomhaven_choose_option_action_type(value: str) -> GloomhavenChooseOptionActionType:
    if value in GLOOMHAVEN_CHOOSE_OPTION_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_OPTION_ACTION_TYPE_VALUES!r}")
