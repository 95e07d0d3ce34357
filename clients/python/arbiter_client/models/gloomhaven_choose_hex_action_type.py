from typing import Literal

GloomhavenChooseHexActionType = Literal['choose_hex']

GLOOMHAVEN_CHOOSE_HEX_ACTION_TYPE_VALUES: set[GloomhavenChooseHexActionType] = { 'choose_hex',  }

def check_gloomhaven_choose_hex_action_type(value: str) -> GloomhavenChooseHexActionType:
    if value in GLOOMHAVEN_CHOOSE_HEX_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_HEX_ACTION_TYPE_VALUES!r}")
