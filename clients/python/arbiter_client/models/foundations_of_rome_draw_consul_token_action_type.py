from typing import Literal

FoundationsOfRomeDrawConsulTokenActionType = Literal['draw_consul_token']

FOUNDATIONS_OF_ROME_DRAW_CONSUL_TOKEN_ACTION_TYPE_VALUES: set[FoundationsOfRomeDrawConsulTokenActionType] = { 'draw_consul_token',  }

def check_foundations_of_rome_draw_consul_token_action_type(value: str) -> FoundationsOfRomeDrawConsulTokenActionType:
    if value in FOUNDATIONS_OF_ROME_DRAW_CONSUL_TOKEN_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAW_CONSUL_TOKEN_ACTION_TYPE_VALUES!r}")
