from typing import Literal

FoundationsOfRomeConsulTokenViewType = Literal['commercial', 'residential']

FOUNDATIONS_OF_ROME_CONSUL_TOKEN_VIEW_TYPE_VALUES: set[FoundationsOfRomeConsulTokenViewType] = { 'commercial', 'residential',  }

def check_foundations_of_rome_consul_token_view_type(value: str) -> FoundationsOfRomeConsulTokenViewType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_TOKEN_VIEW_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_TOKEN_VIEW_TYPE_VALUES!r}")
