from typing import Literal

FoundationsOfRomeStateOptionsConsulType1 = Literal['challenge', 'hard', 'standard']

FOUNDATIONS_OF_ROME_STATE_OPTIONS_CONSUL_TYPE_1_VALUES: set[FoundationsOfRomeStateOptionsConsulType1] = { 'challenge', 'hard', 'standard',  }

def check_foundations_of_rome_state_options_consul_type_1(value: str) -> FoundationsOfRomeStateOptionsConsulType1:
    if value in FOUNDATIONS_OF_ROME_STATE_OPTIONS_CONSUL_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_STATE_OPTIONS_CONSUL_TYPE_1_VALUES!r}")
