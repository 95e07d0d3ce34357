from typing import Literal

FoundationsOfRomeMonumentComponentType = Literal['civic', 'commercial', 'residential']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_TYPE_VALUES: set[FoundationsOfRomeMonumentComponentType] = { 'civic', 'commercial', 'residential',  }

def check_foundations_of_rome_monument_component_type(value: str) -> FoundationsOfRomeMonumentComponentType:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_TYPE_VALUES!r}")
