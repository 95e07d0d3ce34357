from typing import Literal

FoundationsOfRomePlaceConsulTokenActionType = Literal['place_consul_token']

FOUNDATIONS_OF_ROME_PLACE_CONSUL_TOKEN_ACTION_TYPE_VALUES: set[FoundationsOfRomePlaceConsulTokenActionType] = { 'place_consul_token',  }

def check_foundations_of_rome_place_consul_token_action_type(value: str) -> FoundationsOfRomePlaceConsulTokenActionType:
    if value in FOUNDATIONS_OF_ROME_PLACE_CONSUL_TOKEN_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_PLACE_CONSUL_TOKEN_ACTION_TYPE_VALUES!r}")
