from typing import Literal

GloomhavenChoosePathActionType = Literal['choose_path']

GLOOMHAVEN_CHOOSE_PATH_ACTION_TYPE_VALUES: set[GloomhavenChoosePathActionType] = { 'choose_path',  }

def check_gloomhaven_choose_path_action_type(value: str) -> GloomhavenChoosePathActionType:
    if value in GLOOMHAVEN_CHOOSE_PATH_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_PATH_ACTION_TYPE_VALUES!r}")
