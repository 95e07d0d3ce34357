from typing import Literal

FoundationsOfRomeOptionsObjectivesType2Type1 = Literal['hidden', 'public']

FOUNDATIONS_OF_ROME_OPTIONS_OBJECTIVES_TYPE_2_TYPE_1_VALUES: set[FoundationsOfRomeOptionsObjectivesType2Type1] = { 'hidden', 'public',  }

def check_foundations_of_rome_options_objectives_type_2_type_1(value: str) -> FoundationsOfRomeOptionsObjectivesType2Type1:
    if value in FOUNDATIONS_OF_ROME_OPTIONS_OBJECTIVES_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_OPTIONS_OBJECTIVES_TYPE_2_TYPE_1_VALUES!r}")
