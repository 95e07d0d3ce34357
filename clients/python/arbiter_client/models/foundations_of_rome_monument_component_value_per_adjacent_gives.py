from typing import Literal

FoundationsOfRomeMonumentComponentValuePerAdjacentGives = Literal['citizens', 'silver', 'vp']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_VALUE_PER_ADJACENT_GIVES_VALUES: set[FoundationsOfRomeMonumentComponentValuePerAdjacentGives] = { 'citizens', 'silver', 'vp',  }

def check_foundations_of_rome_monument_component_value_per_adjacent_gives(value: str) -> FoundationsOfRomeMonumentComponentValuePerAdjacentGives:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_VALUE_PER_ADJACENT_GIVES_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_VALUE_PER_ADJACENT_GIVES_VALUES!r}")
