from typing import Literal

GloomhavenTokenHexActionType = Literal['token_hex']

GLOOMHAVEN_TOKEN_HEX_ACTION_TYPE_VALUES: set[GloomhavenTokenHexActionType] = { 'token_hex',  }

def check_gloomhaven_token_hex_action_type(value: str) -> GloomhavenTokenHexActionType:
    if value in GLOOMHAVEN_TOKEN_HEX_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TOKEN_HEX_ACTION_TYPE_VALUES!r}")
