from typing import Literal

GloomhavenChooseHandActionType = Literal['choose_hand']

GLOOMHAVEN_CHOOSE_HAND_ACTION_TYPE_VALUES: set[GloomhavenChooseHandActionType] = { 'choose_hand',  }

def check_gloomhaven_choose_hand_action_type(value: str) -> GloomhavenChooseHandActionType:
    if value in GLOOMHAVEN_CHOOSE_HAND_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_HAND_ACTION_TYPE_VALUES!r}")
