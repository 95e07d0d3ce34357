from typing import Literal

FoundationsOfRomeOptionsObjectivesType3Type1 = Literal['hidden', 'public']

FOUNDATIONS_OF_ROME_OPTIONS_OBJECTIVES_TYPE_3_TYPE_1_VALUES: set[FoundationsOfRomeOptionsObjectivesType3Type1] = { 'hidden', 'public',  }

def check_foundations_of_rome_options_objectives_type_3_type_1(value: str) -> FoundationsOfRomeOptionsObjectivesType3Type1:
    if value in FOUNDATIONS_OF_ROME_OPTIONS_OBJECTIVES_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_OPTIONS_OBJECTIVES_TYPE_3_TYPE_1_VALUES!r}")
