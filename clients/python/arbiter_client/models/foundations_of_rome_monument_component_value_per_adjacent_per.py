from typing import Literal

FoundationsOfRomeMonumentComponentValuePerAdjacentPer = Literal['building', 'citizen', 'civic', 'silver']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_VALUE_PER_ADJACENT_PER_VALUES: set[FoundationsOfRomeMonumentComponentValuePerAdjacentPer] = { 'building', 'citizen', 'civic', 'silver',  }

def check_foundations_of_rome_monument_component_value_per_adjacent_per(value: str) -> FoundationsOfRomeMonumentComponentValuePerAdjacentPer:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_VALUE_PER_ADJACENT_PER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_VALUE_PER_ADJACENT_PER_VALUES!r}")
