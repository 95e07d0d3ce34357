from typing import Literal

FoundationsOfRomeOptionsConsulType3Type1 = Literal['challenge', 'hard', 'standard']

FOUNDATIONS_OF_ROME_OPTIONS_CONSUL_TYPE_3_TYPE_1_VALUES: set[FoundationsOfRomeOptionsConsulType3Type1] = { 'challenge', 'hard', 'standard',  }

def check_foundations_of_rome_options_consul_type_3_type_1(value: str) -> FoundationsOfRomeOptionsConsulType3Type1:
    if value in FOUNDATIONS_OF_ROME_OPTIONS_CONSUL_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_OPTIONS_CONSUL_TYPE_3_TYPE_1_VALUES!r}")
